import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider as RealProvider, Trans as RealTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import de from '../de.json';
import en from '../en.json';
import { createInstance } from './i18n';
import type { LiteI18n } from './i18n';
import { I18nextProvider as LiteProvider, Trans as LiteTrans } from './react';

// The lite i18n (vite.config.ts puts it in place of i18next and react-i18next in the web build)
// must give i18next's results for every text of both catalogues, with the app's settings
// (src/web/i18n/index.ts).

type Tree = { [key: string]: unknown };
const catalogues = { en, de } as Record<string, Tree>;

const settings = {
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
};

async function real(lng: string, resources: Record<string, Tree> = catalogues): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    ...settings,
    lng,
    resources: Object.fromEntries(
      Object.entries(resources).map(([l, tree]) => [l, { translation: tree }]),
    ),
  });
  return instance;
}

function lite(lng: string, resources: Record<string, Tree> = catalogues): LiteI18n {
  const instance = createInstance();
  void instance.init({ ...settings, lng });
  for (const [l, tree] of Object.entries(resources))
    instance.addResourceBundle(l, 'translation', tree, true, true);
  return instance;
}

/** Every key of a tree: leaves and inner nodes, with their values. */
function entries(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  const own = prefix ? [[prefix, tree] as [string, unknown]] : [];
  return own.concat(
    Object.entries(tree as Tree).flatMap(([key, child]) =>
      entries(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const variables = (text: string) => [...text.matchAll(/{{-?\s*([^},]+?)\s*}}/g)].map((m) => m[1]!);
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(['en', 'de'])('lite i18n in %s', (lng) => {
  const all = entries(catalogues[lng]);
  const leaves = all.filter(([, value]) => typeof value === 'string') as Array<[string, string]>;

  it('gives every text as i18next does, with and without its values', async () => {
    const [a, b] = [await real(lng), lite(lng)];
    for (const [key, text] of leaves) {
      const values = Object.fromEntries(variables(text).map((name, i) => [name, `v${i}<&>`]));
      expect(b.t(key), key).toBe(a.t(key));
      expect(b.t(key, values), key).toBe(a.t(key, values));
      expect(b.t(key, { [variables(text)[0] ?? 'x']: undefined }), key).toBe(
        a.t(key, { [variables(text)[0] ?? 'x']: undefined }),
      );
    }
  });

  it('picks plural forms by count as i18next does', async () => {
    const [a, b] = [await real(lng), lite(lng)];
    const bases = new Set(
      leaves
        .map(([key]) => key)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    );
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) {
      for (const count of [0, 1, 2, 5, 21, 1.5]) {
        const options = { count, n: 3, total: 7, name: 'X' };
        expect(b.t(base, options), `${base} ${count}`).toBe(a.t(base, options));
      }
    }
    // A key without plural forms, given a count.
    const [plain] = leaves.find(([key]) => !PLURAL.test(key))!;
    expect(b.t(plain, { count: 2 })).toBe(a.t(plain, { count: 2 }));
  });

  it('gives subtrees as objects only with returnObjects', async () => {
    const [a, b] = [await real(lng), lite(lng)];
    for (const [key, value] of all) {
      if (value === null || typeof value !== 'object') continue;
      expect(b.t(key), key).toBe(a.t(key));
      expect(b.t(key, { returnObjects: true }), key).toEqual(a.t(key, { returnObjects: true }));
    }
  });

  it('handles missing keys, default values and several keys as i18next does', async () => {
    const [a, b] = [await real(lng), lite(lng)];
    const cases: Array<[string | string[], Record<string, unknown> | string | undefined]> = [
      ['no.such.key', undefined],
      ['no.such.key', { defaultValue: 'Fallback {{a}}', a: 1 }],
      ['no.such.key', { defaultValue: '' }],
      ['no.such.key', 'A default'],
      ['no.such.key', { count: 1, defaultValue_one: 'one', defaultValue_other: 'other' }],
      ['no.such.key', { count: 3, defaultValue_one: 'one', defaultValue_other: 'other' }],
      [['no.such.key', 'app.name'], undefined],
      [['no.such.key', 'no.other'], undefined],
      ['app.name', { defaultValue: 'ignored' }],
      ['app', { defaultValue: 'ignored' }],
      ['app.name', { lng: lng === 'en' ? 'de' : 'en' }],
    ];
    for (const [key, options] of cases) {
      expect(b.t(key, options as never), JSON.stringify([key, options])).toEqual(
        a.t(key, options as never),
      );
    }
  });
});

describe('lite i18n', () => {
  it('handles _zero, nested values and unescaped variables as i18next does', async () => {
    const tree = {
      items: { x_zero: 'none', x_one: 'one {{count}}', x_other: '{{count}} items' },
      greeting: 'Hi {{user.name}}, {{- raw}} and {{ spaced }} {{missing}}',
      empty: '',
    };
    const a = await real('en', { en: tree });
    const b = lite('en', { en: tree });
    for (const count of [0, 1, 4])
      expect(b.t('items.x', { count })).toBe(a.t('items.x', { count }));
    const values = { user: { name: 'Ann' }, raw: '<b>', spaced: 3 };
    expect(b.t('greeting', values)).toBe(a.t('greeting', values));
    expect(b.t('greeting', { replace: values })).toBe(a.t('greeting', { replace: values }));
    expect(b.t('empty')).toBe(a.t('empty'));
  });

  it('falls back to English for a language that is not loaded', async () => {
    const a = await real('de', { en: catalogues.en! });
    const b = lite('de', { en: catalogues.en! });
    for (const key of ['app.name', 'public.nav.contact', 'no.such.key'])
      expect(b.t(key)).toBe(a.t(key));
  });

  it('reports missing keys, re-renders on added parts and language changes', () => {
    const missing: string[] = [];
    const instance = createInstance();
    void instance.init({
      lng: 'en',
      fallbackLng: 'en',
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => missing.push(key),
    });
    const seen: number[] = [];
    const stop = instance.subscribe(() => seen.push(instance.getVersion()));
    expect(instance.t('app.name')).toBe('app.name');
    expect(missing).toEqual(['app.name']);
    instance.addResourceBundle('en', 'translation', { app: { name: 'Name' } }, true, true);
    expect(instance.t('app.name')).toBe('Name');
    void instance.changeLanguage('de');
    expect(instance.language).toBe('de');
    expect(instance.getFixedT('de')('app.name')).toBe('Name');
    stop();
    void instance.changeLanguage('en');
    expect(seen).toHaveLength(2);
  });

  it('renders Trans texts with components and values as react-i18next does', async () => {
    const link = (href: string) => createElement('a', { href });
    const uses: Array<{
      i18nKey: string;
      values?: Record<string, unknown>;
      components: Record<string, ReactElement>;
    }> = [
      { i18nKey: 'auth.signUp.acceptTC', components: { terms: link('/t'), privacy: link('/p') } },
      { i18nKey: 'contact.consent', components: { privacy: link('/p') } },
      {
        i18nKey: 'auth.emailConfirmation.sentTo',
        values: { email: 'a@example.com' },
        components: { strong: createElement('strong', { style: { wordBreak: 'break-all' } }) },
      },
    ];
    for (const lng of ['en', 'de']) {
      const a = await real(lng);
      const b = lite(lng);
      for (const props of uses) {
        const expected = renderToStaticMarkup(
          createElement(RealProvider, { i18n: a }, createElement(RealTrans, props)),
        );
        const actual = renderToStaticMarkup(
          createElement(LiteProvider, { i18n: b }, createElement(LiteTrans, props)),
        );
        expect(actual, `${lng} ${props.i18nKey}`).toBe(expected);
      }
    }
  });
});
