import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/app';
import { ensureReferenceData } from './reference.service';

const ctx = useTestContext();

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toContain('max-age');
  return response.json();
}

describe('reference data', () => {
  it('GET /api/job-shift-type lists the three shift types, named in English as English speaks of shifts', async () => {
    const items = await get('/api/job-shift-type');
    expect(items.map((i: { key: string }) => i.key)).toEqual([
      'Tagesdienst',
      'Nachtdienst',
      'Bereitschaftsdienst',
    ]);
    expect(items[0]).toEqual({
      key: 'Tagesdienst',
      label: { en: 'Day shift', de: 'Tagesdienst' },
      isDefault: true,
    });
    expect(items[2].label.en).toBe('On-call duty');
  });

  it('GET /api/contract-types has Arbeitnehmerüberlassung as the default', async () => {
    const items = await get('/api/contract-types');
    expect(items.map((i: { key: string }) => i.key)).toEqual([
      'Arbeitnehmerüberlassung',
      'BefristeteAnstellung',
    ]);
    expect(
      items.filter((i: { isDefault: boolean }) => i.isDefault).map((i: { key: string }) => i.key),
    ).toEqual(['Arbeitnehmerüberlassung']);
  });

  it('GET /api/job-types, /api/position and /api/qualifications answer', async () => {
    expect((await get('/api/job-types')).map((i: { key: string }) => i.key)).toEqual([
      'Neue_Dienstanfrage',
      'vertretungsarzt',
    ]);
    expect((await get('/api/position')).length).toBeGreaterThanOrEqual(5);
    const qualifications = await get('/api/qualifications');
    expect(qualifications).toHaveLength(3);
    expect(qualifications.find((q: { isDefault: boolean }) => q.isDefault).key).toBe(
      'Examine Pflegekraft',
    );
  });

  it('GET /api/metainformation/job-titles gives specialities per language with their fields', async () => {
    const titles = await get('/api/metainformation/job-titles');
    expect(Object.keys(titles).sort()).toEqual(['de', 'en']);
    expect(titles.de['Fachärztin / Facharzt'].fields).toEqual(
      expect.arrayContaining(['Neurologie', 'Urologie', 'Kardiologie']),
    );
    expect(titles.en['Specialist physician'].fields).toEqual(
      expect.arrayContaining(['Neurology', 'Urology', 'Cardiology']),
    );
    // A speciality with one field lets the form fill it in.
    expect(titles.de.Hebamme.fields).toEqual(['Geburtshilfe']);
  });

  it('GET /api/metainformation/fields is a lookup by field key', async () => {
    const fields = await get('/api/metainformation/fields');
    expect(fields.Cardiologie).toEqual({
      label: { en: 'Cardiology', de: 'Kardiologie' },
      specialities: ['Facharzt', 'Assistenzarzt'],
      qualification: 'Facharzt',
    });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['Neurologie', 'Urologie']));
  });

  it('GET /api/countries lists about 250 countries in English and German', async () => {
    const countries = await get('/api/countries');
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.find((c: { code: string }) => c.code === 'DE').name).toEqual({
      en: 'Germany',
      de: 'Deutschland',
    });
    expect(countries.find((c: { code: string }) => c.code === 'AT').name.de).toBe('Österreich');
  });

  it('seeding twice changes nothing', async () => {
    const before = await get('/api/position');
    await ensureReferenceData(ctx.db);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/position' });
    expect(again.json()).toEqual(before);
  });
});
