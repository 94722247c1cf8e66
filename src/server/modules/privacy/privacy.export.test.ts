import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/app';
import { invoiceClock } from '#server/test/invoices-fixtures';
import { WORKER, workerWithHistory } from '#server/test/privacy-fixtures';

const ctx = useTestContext({ clock: invoiceClock() });
let fixture: Awaited<ReturnType<typeof workerWithHistory>>;

beforeAll(async () => {
  fixture = await workerWithHistory(ctx);
});

async function download(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/me/export', headers });
  return {
    response,
    entries: response.statusCode === 200 ? unzipSync(new Uint8Array(response.rawPayload)) : {},
  };
}

describe('GET /api/me/export (GDPR Art. 15, 20)', () => {
  it('refuses a caller who is not signed in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });

  it('is a ZIP download with export.json, summary.html in the person’s language and their document', async () => {
    const { response, entries } = await download(fixture.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('my-data-2026-12-01.zip');
    expect(response.headers['cache-control']).toContain('no-store');
    const names = Object.keys(entries);
    expect(names).toEqual(expect.arrayContaining(['export.json', 'summary.html']));
    expect(names.filter((name) => name.startsWith('files/'))).toEqual([
      expect.stringContaining(fixture.fileId),
    ]);
    const summary = strFromU8(entries['summary.html']!);
    expect(summary).toContain('<html lang="de">');
    expect(summary).toContain('Ihre Daten bei Staffing Marketplace');
    expect(summary).toContain('Stundennachweise (3)');
    expect(summary).toContain('01.12.2026');
    expect(summary).toContain('<th>E-Mail-Adresse bestätigt am</th>');
    expect(summary).toContain('<th>Vorname</th>');
    expect(summary).not.toMatch(/<th>[a-z]+[A-Z]\w*<\/th>/);
  });

  it('writes the summary in the language of the screen it is asked from, with human headings', async () => {
    const { entries } = await download({ ...fixture.headers, 'accept-language': 'en' });
    const summary = strFromU8(entries['summary.html']!);
    expect(summary).toContain('<html lang="en">');
    expect(summary).toContain('Your data at Staffing Marketplace');
    expect(summary).toContain('<th>E-mail address confirmed at</th>');
    expect(summary).not.toContain('<th>emailConfirmedAt</th>');
    expect(summary).toContain('01/12/2026');
    // export.json keeps the field names: it is the machine-readable copy.
    expect(strFromU8(entries['export.json']!)).toContain('"emailConfirmedAt"');
  });

  it('holds the profile, memberships, placements, timesheets, documents and the rest, without secrets', async () => {
    const { entries } = await download(fixture.headers);
    const exported = JSON.parse(strFromU8(entries['export.json']!)) as {
      data: Record<string, Record<string, unknown>[]>;
    };
    const { data } = exported;
    expect(data.profile).toEqual([
      expect.objectContaining({
        email: WORKER.email,
        phoneNumber: WORKER.phoneNumber,
        city: 'Köln',
      }),
    ]);
    expect(data.profile![0]).not.toHaveProperty('passwordHash');
    expect(data.agencyMemberships).toHaveLength(1);
    expect(data.placements).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.timesheets).toHaveLength(3);
    expect(data.documents).toEqual([
      expect.objectContaining({ kind: 'approbation', fileId: fixture.fileId }),
    ]);
    expect(data.notifications).toHaveLength(1);
    expect(data.sessions!.length).toBeGreaterThan(0);
    expect(data.contactRequests).toEqual([expect.objectContaining({ phone: WORKER.phoneNumber })]);
    expect(data.auditEntries).toHaveLength(1);
    expect(data.preferences).toEqual([
      expect.not.objectContaining({ calendarTokenHash: expect.anything() }),
    ]);
    expect(data.keptInvoiceLines).toEqual([
      expect.objectContaining({ description: expect.stringContaining('Jörg Größ') }),
    ]);
  });

  it('holds nothing about anyone else', async () => {
    const { entries } = await download(fixture.world.nurse.headers);
    const { data } = JSON.parse(strFromU8(entries['export.json']!)) as {
      data: Record<string, unknown[]>;
    };
    expect(data.profile).toHaveLength(1);
    expect(data.placements).toEqual([]);
    expect(data.documents).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(WORKER.email);
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toEqual([]);
  });
});
