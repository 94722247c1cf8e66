/**
 * Splits the web's translation catalogues at build time, so the landing page loads one
 * language and only the keys the public shell and home page need (the landing page's
 * JavaScript budget). src/web/i18n/en.json and de.json stay the single source files; this plugin serves
 *
 *   virtual:i18n/<lang>/core   everything except the DEFERRED subtrees (loaded before the first render)
 *   virtual:i18n/<lang>/rest   the DEFERRED subtrees (loaded with any lazy route, see i18n/index.ts)
 *
 * A key added anywhere lands in `core` unless it sits under a deferred subtree, so new keys
 * never go missing; a deferred key used early is loaded on demand (missingKeyHandler).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Leaves are strings; a few are arrays (legal sections), which are moved whole.
type Catalogue = { [key: string]: string | Catalogue };

/** Large or rarely used subtrees that the landing page never shows. */
export const DEFERRED = [
  'legal.documents',
  'public.agencies',
  'public.howItWorks',
  'public.innovation',
  'public.partners',
  'public.aboutUs',
  'auth',
  'validation',
  'errors',
  'contact',
  'contactAdmin',
  'admin',
  'reports',
  'invitation',
  'adminPeople',
  'adminOrganisations',
  'adminDashboard',
  'requestForm',
  'requestDetail',
  'orgStaff',
  'requests',
  'calendar',
  'agencyProfile',
  'applicants',
  'adminSettings',
  'jobBoard',
  'myShifts',
  'offerAnswer',
  'notifications',
  'preferences',
  'timeline',
  'timesheets',
  // Signed-in screens added since (2026-11-23 to 25): about 2 KB gzip of each language's core.
  'memberships',
  'invoices',
  'accountData',
  'pickers',
  'privacy',
  'consent',
  'fairness',
  'workingTime',
  'pages.hospital',
  'pages.agencyJobs',
  'pages.appliedJobs',
  'pages.admin',
  'offline',
] as const;

/**
 * Keys under a deferred subtree that the first paint shows, kept in `core` as well: the public
 * header's, and the labels of the home page's static search row (SpecialistSearchPreview).
 */
export const KEEP_IN_CORE = [
  'auth.signOut',
  'auth.signIn.submit',
  'contact.search.label',
  'contact.search.specialist',
  'contact.search.specialistPlaceholder',
  'contact.search.field',
  'contact.search.fieldPlaceholder',
  'contact.search.submit',
] as const;

function get(tree: Catalogue, dotted: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = tree;
  for (const part of dotted.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function set(tree: Catalogue, dotted: string, value: string | Catalogue) {
  const parts = dotted.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === undefined || typeof next === 'string') node[part] = {};
    node = node[part] as Catalogue;
  }
  node[parts[parts.length - 1]!] = value;
}

function remove(tree: Catalogue, dotted: string) {
  const parts = dotted.split('.');
  const parent = parts.length === 1 ? tree : get(tree, parts.slice(0, -1).join('.'));
  if (parent && typeof parent !== 'string') delete parent[parts[parts.length - 1]!];
}

/** core + rest, deep-merged, is the whole catalogue again. */
export function splitCatalogue(source: object): { core: Catalogue; rest: Catalogue } {
  const catalogue = source as Catalogue;
  const core = structuredClone(catalogue);
  const rest: Catalogue = {};
  for (const dotted of DEFERRED) {
    const value = get(catalogue, dotted);
    if (value === undefined) continue;
    set(rest, dotted, structuredClone(value));
    remove(core, dotted);
  }
  for (const dotted of KEEP_IN_CORE) {
    const value = get(catalogue, dotted);
    if (value !== undefined) set(core, dotted, structuredClone(value));
  }
  return { core, rest };
}

const PREFIX = 'virtual:i18n/';
const RESOLVED = '\0i18n-catalogue:';

export function i18nCatalogues({ dir }: { dir: string }): Plugin {
  return {
    name: 'i18n-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [lang, part] = id.slice(RESOLVED.length).split('/');
      if (!lang || !/^[a-z]{2}$/.test(lang) || (part !== 'core' && part !== 'rest')) {
        this.error(`unknown catalogue ${id.slice(RESOLVED.length)}`);
      }
      const file = path.join(dir, `${lang}.json`);
      this.addWatchFile(file);
      const split = splitCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(split[part]))});`;
    },
  };
}
