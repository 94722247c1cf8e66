import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/language-codes';
import { segmentOfPath } from '#web/lib/paths';

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    document.head.appendChild(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

type PageMetaSink = (meta: { title: string; description: string }) => void;
let serverSink: PageMetaSink | null = null;

/** Prerendering (entry-server.tsx): receives the page's title and description as it renders. */
export function collectPageMeta(sink: PageMetaSink | null) {
  serverSink = sink;
}

/** document.title ("<page> · <product>") and <meta name="description"> of a public page. */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const product = t('app.name');
  // Effects do not run on the server: the prerender takes the texts from here.
  if (serverSink) serverSink({ title: `${title} · ${product}`, description });
  useEffect(() => {
    document.title = `${title} · ${product}`;
    headElement('meta', 'meta[name="description"]', { name: 'description', content: description });
  }, [title, description, product]);
}

/**
 * <link rel="alternate" hreflang> for each language plus x-default (English), and the
 * canonical URL, kept in step with the current path. Search engines use them to pair /en/x
 * with /de/x.
 */
export function useAlternateLinks(pathname: string) {
  const segment = segmentOfPath(pathname);
  useEffect(() => {
    const origin = window.location.origin;
    const url = (lang: string) => `${origin}/${lang}${segment ? `/${segment}` : ''}`;
    for (const lang of LANGUAGES) {
      headElement('link', `link[rel="alternate"][hreflang="${lang}"]`, {
        rel: 'alternate',
        hreflang: lang,
        href: url(lang),
      });
    }
    headElement('link', 'link[rel="alternate"][hreflang="x-default"]', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: url('en'),
    });
    headElement('link', 'link[rel="canonical"]', { rel: 'canonical', href: origin + pathname });
  }, [segment, pathname]);
}
