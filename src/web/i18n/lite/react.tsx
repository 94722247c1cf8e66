/**
 * The react-i18next API the web app uses, on top of the lite instance (see i18n.ts):
 * useTranslation, Trans (named or numbered tags mapped to `components`), I18nextProvider and
 * initReactI18next. vite.config.ts resolves `react-i18next` here.
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { ReactElement, ReactNode } from 'react';
import type { LiteI18n, TFunction, TOptions } from './i18n';

const I18nContext = createContext<LiteI18n | null>(null);
let registered: LiteI18n | null = null;

/** `i18n.use(initReactI18next)`: the instance for components outside an I18nextProvider. */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: LiteI18n) {
    registered = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

function useI18n(): LiteI18n {
  const i18n = useContext(I18nContext) ?? registered;
  if (!i18n) throw new Error('useTranslation outside I18nextProvider and before initReactI18next');
  return i18n;
}

type UseTranslationResult = [TFunction, LiteI18n, boolean] & {
  t: TFunction;
  i18n: LiteI18n;
  ready: boolean;
};

/**
 * `t` in the current language; the component renders again when the language changes or a
 * catalogue part is added (react-i18next with bindI18n `languageChanged`, bindI18nStore `added`).
 */
export function useTranslation(): UseTranslationResult {
  const i18n = useI18n();
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  return useMemo(() => {
    const t = i18n.getFixedT(i18n.language);
    return Object.assign([t, i18n, true], { t, i18n, ready: true }) as UseTranslationResult;
    // `version` stands for the language and the loaded catalogue parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, version]);
}

type Components = Record<string, ReactElement> | ReactElement[];
/** react-i18next's transKeepBasicHtmlNodesFor: rendered as elements without a component. */
const BASIC = ['br', 'strong', 'i', 'p'];
const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

interface Node {
  name: string;
  children: Array<Node | string>;
  void: boolean;
}

/** `text <b>bold <i>both</i></b> <br/>` as a tree; an unmatched tag stays text. */
function parse(text: string): Array<Node | string> {
  const root: Node = { name: '', children: [], void: false };
  const stack: Node[] = [root];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match;
    const top = stack[stack.length - 1]!;
    if (match.index > last) top.children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (closing) {
      const open = stack.findLastIndex((node) => node.name === name);
      if (open > 0) stack.length = open;
      else top.children.push(whole);
    } else {
      const node: Node = { name: name!, children: [], void: Boolean(selfClosing) };
      top.children.push(node);
      if (!node.void) stack.push(node);
    }
  }
  if (last < text.length) stack[stack.length - 1]!.children.push(text.slice(last));
  return root.children;
}

function render(nodes: Array<Node | string>, components: Components | undefined): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const component = Array.isArray(components)
      ? components[Number(node.name)]
      : components?.[node.name];
    const children = node.void ? undefined : render(node.children, components);
    if (component && isValidElement(component)) {
      return cloneElement(component, { key: index }, ...(children ?? []));
    }
    if (BASIC.includes(node.name))
      return createElement(node.name, { key: index }, ...(children ?? []));
    return node.void
      ? `<${node.name} />`
      : `<${node.name}>${(children ?? []).join('')}</${node.name}>`;
  });
}

/** A text with tags (`<terms>…</terms>`, `<0>…</0>`) whose tags are React elements. */
export function Trans({
  i18nKey,
  values,
  components,
  count,
  defaults,
  t: tProp,
}: {
  i18nKey?: string;
  values?: Record<string, unknown>;
  components?: Components;
  count?: number;
  defaults?: string;
  t?: TFunction;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const options: TOptions = { ...values };
  if (count !== undefined) options.count = count;
  if (defaults !== undefined) options.defaultValue = defaults;
  const text = (tProp ?? t)(i18nKey ?? '', options) as unknown;
  if (typeof text !== 'string' || text === '') return null;
  return createElement(Fragment, null, ...render(parse(text), components));
}
