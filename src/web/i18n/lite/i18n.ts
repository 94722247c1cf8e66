/**
 * A small stand-in for the i18next instance the web app uses (about 1.5 KB gzip instead of the
 * 15 KB of i18next and react-i18next in every first page load). vite.config.ts resolves the
 * `i18next` and `react-i18next` imports of the web build to this folder; the types stay those
 * of the real packages.
 *
 * It does what the app asks of i18next, with i18next's results (lite.test.ts compares every
 * text of both catalogues with i18next's): one namespace; keys with `.` between levels; the
 * fallback language; `{{name}}` and `{{a.b}}` interpolation without escaping (a missing value
 * leaves `{{name}}`); plurals from `count` by Intl.PluralRules (`_zero`, `_one`, `_other`, ...);
 * `defaultValue` (also given as a string); `returnObjects`; the missing-key handler; `lng`.
 * Not supported: contexts, ordinals, nesting (`$t(...)`), formats (`{{value, number}}`),
 * namespaces, key prefixes and back-ends. Development builds warn when they are used.
 */

type Tree = { [key: string]: unknown };
export type TOptions = Record<string, unknown> & {
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  lng?: string;
  replace?: Record<string, unknown>;
};
export type TFunction = (key: string | string[], options?: TOptions | string) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Listener = (...args: unknown[]) => void;

export interface LiteInitOptions {
  lng: string;
  fallbackLng?: string;
  resources?: Record<string, Record<string, Tree>>;
  saveMissing?: boolean;
  /** Called for a key that no loaded catalogue has (with `saveMissing`). */
  missingKeyHandler?: (lngs: string[], ns: string, key: string, fallbackValue: unknown) => void;
  [option: string]: unknown;
}

const NS = 'translation';
const UNSUPPORTED = ['context', 'ordinal', 'ns', 'keyPrefix', 'lngs', 'postProcess', 'joinArrays'];
const dev = import.meta.env?.DEV === true;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, listener: Listener) {
    for (const event of events.split(' ')) {
      let set = this.listeners.get(event);
      if (!set) this.listeners.set(event, (set = new Set()));
      set.add(listener);
    }
    return this;
  }
  off(events: string, listener?: Listener) {
    for (const event of events.split(' ')) {
      if (listener) this.listeners.get(event)?.delete(listener);
      else this.listeners.delete(event);
    }
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

const isObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** A value at a dotted path: the nested objects first, then a flat key holding the dots. */
function lookup(tree: unknown, path: string): unknown {
  if (!isObject(tree)) return undefined;
  if (Object.prototype.hasOwnProperty.call(tree, path)) return tree[path];
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function merge(target: Tree, source: Tree, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isObject(current) && isObject(value) && !Array.isArray(value))
      merge(current, value, overwrite);
    else if (overwrite || current === undefined) target[key] = value;
  }
}

const pluralRules = new Map<string, Intl.PluralRules | null>();
function pluralSuffix(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = null;
    }
    pluralRules.set(lng, rules);
  }
  return rules ? `_${rules.select(count)}` : '';
}

const VARIABLE = /{{-?(.+?)}}/g;

/** `{{name}}` and `{{a.b}}` from the options, as i18next does with escapeValue: false. */
function interpolate(text: string, options: TOptions): string {
  const data = isObject(options.replace) ? options.replace : options;
  return text.replace(VARIABLE, (match, name: string) => {
    const key = name.trim();
    if (dev && key.includes(',')) console.warn(`i18n lite: formats are not supported ({{${key}}})`);
    let value = Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
    if (value === undefined) value = lookup(data, key);
    if (value === undefined) {
      return Object.prototype.hasOwnProperty.call(options, key) ? '' : match;
    }
    return value === null ? '' : String(value);
  });
}

export class LiteI18n extends Emitter {
  language = '';
  resolvedLanguage: string | undefined;
  languages: string[] = [];
  isInitialized = false;
  options: LiteInitOptions = { lng: '' };
  /** react-i18next listens to the store's events; components re-render on `added`. */
  readonly store = new Emitter();
  private data: Record<string, Record<string, Tree>> = {};
  private version = 0;

  use(_plugin: unknown) {
    return this;
  }

  init(options: LiteInitOptions, callback?: (error: unknown, t: TFunction) => void) {
    this.options = { ...options };
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, tree] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, tree);
    }
    this.isInitialized = true;
    this.setLanguage(options.lng);
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(lng?: string, callback?: (error: unknown, t: TFunction) => void) {
    if (lng && lng !== this.language) this.setLanguage(lng);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string) {
    this.language = lng;
    this.languages = this.hierarchy(lng);
    this.resolvedLanguage = this.languages.find((code) => this.data[code]) ?? lng;
    this.version += 1;
    this.emit('languageChanged', lng);
  }

  private hierarchy(lng: string): string[] {
    const fallback = this.options.fallbackLng;
    return fallback && fallback !== lng ? [lng, fallback] : [lng];
  }

  addResourceBundle(lng: string, ns: string, resources: Tree, deep = false, overwrite = false) {
    const bundles = (this.data[lng] ??= {});
    const bundle = (bundles[ns] ??= {});
    if (deep) merge(bundle, resources, overwrite);
    else Object.assign(bundle, resources);
    if (lng === this.language) this.resolvedLanguage ??= lng;
    this.version += 1;
    this.store.emit('added', lng, ns);
    return this;
  }

  hasResourceBundle(lng: string, ns = NS) {
    return this.data[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns = NS) {
    return this.data[lng]?.[ns];
  }

  hasLoadedNamespace() {
    return true;
  }

  loadNamespaces(_ns: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }

  dir() {
    return 'ltr';
  }

  exists(key: string, options: TOptions = {}) {
    return this.resolve([key], options) !== undefined;
  }

  /** Changes with every language change and added catalogue part (useTranslation). */
  readonly getVersion = () => this.version;
  readonly subscribe = (listener: () => void) => {
    this.on('languageChanged', listener);
    this.store.on('added', listener);
    return () => {
      this.off('languageChanged', listener);
      this.store.off('added', listener);
    };
  };

  getFixedT(lng?: string | null): TFunction {
    return (key, options) => {
      const opts: TOptions =
        typeof options === 'string' ? { defaultValue: options } : { ...options };
      if (lng && !opts.lng) opts.lng = lng;
      return this.t(key, opts);
    };
  }

  private resolve(keys: string[], opts: TOptions): unknown {
    const plural = opts.count !== undefined && typeof opts.count !== 'string';
    for (const code of this.hierarchy(opts.lng || this.language)) {
      const tree = this.data[code]?.[NS];
      if (!tree) continue;
      for (const key of keys) {
        const candidates = [key];
        if (plural) {
          candidates.push(key + pluralSuffix(code, Number(opts.count)));
          if (opts.count === 0) candidates.push(`${key}_zero`);
        }
        for (let i = candidates.length - 1; i >= 0; i--) {
          const found = lookup(tree, candidates[i]!);
          if (found !== undefined && found !== null) return found;
        }
      }
    }
    return undefined;
  }

  private defaultValue(opts: TOptions): unknown {
    if (opts.count !== undefined && typeof opts.count !== 'string') {
      const lng = opts.lng || this.language;
      const zero = opts.count === 0 ? opts.defaultValue_zero : undefined;
      return (
        zero || opts[`defaultValue${pluralSuffix(lng, Number(opts.count))}`] || opts.defaultValue
      );
    }
    return opts.defaultValue;
  }

  readonly t: TFunction = (keys, options) => {
    const opts: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
    if (keys === null || keys === undefined) return '';
    const list = (Array.isArray(keys) ? keys : [keys]).map(String);
    if (dev) {
      const used = UNSUPPORTED.filter((option) => opts[option] !== undefined);
      if (used.length > 0) console.warn(`i18n lite: ${used.join(', ')} not supported (${list[0]})`);
    }
    const key = list[list.length - 1]!;
    const hasDefault = Object.keys(opts).some(
      (option) => option.startsWith('defaultValue') && opts[option] !== undefined,
    );
    let result = this.resolve(list, opts);
    const value = result === undefined && hasDefault ? this.defaultValue(opts) : result;
    if (isObject(value)) {
      if (!opts.returnObjects) {
        return `key '${key} (${this.language})' returned an object instead of string.`;
      }
      const translateTree = (node: unknown): unknown =>
        typeof node === 'string'
          ? interpolate(node, opts)
          : Array.isArray(node)
            ? node.map(translateTree)
            : isObject(node)
              ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, translateTree(v)]))
              : node;
      return translateTree(value);
    }
    if (result === undefined) {
      result = hasDefault && value !== undefined && value !== null ? value : key;
      if (this.options.saveMissing) {
        this.options.missingKeyHandler?.([opts.lng || this.language], NS, key, result);
      }
    }
    return typeof result === 'string' ? interpolate(result, opts) : result;
  };
}

export function createInstance() {
  return new LiteI18n();
}

/** The app's instance, as `import i18n from 'i18next'` gives it. */
const instance = new LiteI18n();
export default instance;
