/**
 * Build-time prerendering of the public pages (scripts/prerender.mjs runs the SSR build of this
 * file). Renders what a signed-out visitor with the default theme sees on the first client
 * render, so main.tsx can hydrate it. Emotion, without a browser, writes its styles as inline
 * <style data-emotion> elements next to the markup; the client's Emotion cache moves them into
 * <head> before hydration.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGUAGES } from '#shared/language-codes';
import type { Language } from '#shared/language-codes';
import { AppProviders } from '#web/app/providers';
import { segments } from '#web/lib/paths';
import { AppRoutes, routes } from '#web/app/router';
import { routePatterns } from '#web/app/route-patterns';
import { SignedInShell } from '#web/app/layouts/SignedInShell';
import { SHELL_SCREENS } from '#web/lib/shell-paths';
import { collectPageMeta } from '#web/components/layout/usePageMeta';
import { i18n, initI18n, loadFullCatalogue } from '#web/i18n/i18n';

/** Segments below /{lang} with a page of the public site ('' is the home page). */
export const PUBLIC_SEGMENTS = [
  '',
  segments.agencies,
  segments.howItWorks,
  segments.innovation,
  segments.partners,
  segments.aboutUs,
  segments.imprint,
  segments.terms,
  segments.privacy,
  segments.accessibility,
];

export { LANGUAGES, SHELL_SCREENS };

/** The router's page paths, for the server's 404s (scripts/prerender.mjs writes routes.json). */
export const ROUTE_PATTERNS = routePatterns(routes);

export interface RenderedPage {
  lang: Language;
  /** The markup that goes inside #root. */
  html: string;
  title: string | null;
  description: string | null;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

export async function renderPage(lang: Language, segment: string): Promise<RenderedPage> {
  await initI18n(lang);
  // The whole catalogue: every prerendered page (lazy ones too) renders its final texts.
  await loadFullCatalogue();
  await i18n.changeLanguage(lang);
  const errors: unknown[] = [];
  let meta: { title: string; description: string } | null = null;
  collectPageMeta((next) => {
    meta = next;
  });
  try {
    const location = segment ? `/${lang}/${segment}` : `/${lang}`;
    const html = await renderOnce(location, errors);
    // Every boundary in place: none left to a reveal script (see renderOnce).
    if (html.includes('<template id="B:')) {
      errors.push(new Error(`prerender: ${location} has a Suspense boundary written out of order`));
    }
    // A page that failed on the server would hydrate into something else: fail the build.
    if (errors.length > 0) {
      throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    }
    const found = meta as { title: string; description: string } | null;
    return { lang, html, title: found?.title ?? null, description: found?.description ?? null };
  } finally {
    collectPageMeta(null);
  }
}

/**
 * A signed-in screen's app shell: the frame and the route's heading in `lang`,
 * no person, no data. The client renders the same component while the session loads.
 */
export async function renderShell(lang: Language, segment: string): Promise<RenderedPage> {
  const screen = SHELL_SCREENS.find((entry) => entry.segment === segment);
  if (!screen) throw new Error(`prerender: no shell screen ${segment}`);
  await initI18n(lang);
  await loadFullCatalogue();
  await i18n.changeLanguage(lang);
  const errors: unknown[] = [];
  const title = i18n.t(screen.titleKey);
  const html = await renderOnce(`/${lang}/${segment}`, errors, <SignedInShell title={title} />);
  if (errors.length > 0)
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return { lang, html, title: `${title} · ${i18n.t('app.name')}`, description: null };
}

async function renderOnce(
  location: string,
  errors: unknown[],
  content: ReactNode = <AppRoutes />,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={location}>{content}</StaticRouter>
    </AppProviders>,
    {
      onError: (error) => void errors.push(error),
      // React writes a large boundary after the rest of the page, hidden, and reveals it with
      // an inline script (throttled): the first paint would miss the page's content.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return streamToString(prelude);
}
