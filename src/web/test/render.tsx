import type { ReactElement, ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { Language } from '#shared/language-codes';
import de from '#web/i18n/de.json';
import en from '#web/i18n/en.json';
import { createAppTheme } from '#web/lib/theme';

// A component test drives MUI through user-event; on a busy machine that takes more than the
// default 5 s. A ceiling, not an assertion on time.
vi.setConfig({ testTimeout: 30_000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** One call the component made to the API, body parsed. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  language: string | null;
}

type Answer = ((call: ApiCall) => unknown) | object | string | number | boolean | null;
export type ApiRoutes = Record<string, Answer>;

/** A non-2xx answer for the fetch stub: the server's one error shape. */
export function apiError(status: number, code: string, message = '') {
  return { __status: status, error: { code, message } };
}

/**
 * Replaces `fetch` for one test: `routes` maps 'GET /path' (without the /api prefix and the
 * query string) to a JSON body or a function of the call; anything else answers 404. Every call
 * is recorded, so a test can assert what was sent.
 */
export function stubApi(routes: ApiRoutes = {}) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init?.headers);
    const call: ApiCall = {
      method,
      path: `${path}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      language: headers.get('Accept-Language'),
    };
    calls.push(call);
    const key = `${method} ${path}`;
    if (!(key in routes)) return json(404, { error: { code: 'NOT_FOUND', message: key } });
    const answer = routes[key];
    const body: unknown = await (typeof answer === 'function'
      ? (answer as (c: ApiCall) => unknown)(call)
      : answer);
    if (body && typeof body === 'object' && '__status' in body) {
      const { __status, ...rest } = body as { __status: number };
      return json(__status, rest);
    }
    return body === undefined ? new Response(null, { status: 204 }) : json(200, body);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The app's catalogues in one language, in an i18next instance of the test's own. */
export function testI18n(language: Language) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface RenderOptions {
  language?: Language;
  /** The router's location, for components that read params or the query string. */
  route?: string;
}

/**
 * Renders `ui` inside what the app gives every screen: the MUI theme, i18next with the real
 * catalogues, a fresh QueryClient without retries, and a MemoryRouter. Returns Testing
 * Library's queries plus a `user` for user-event and the `queryClient`.
 */
export function renderWithApp(
  ui: ReactElement,
  { language = 'en', route = `/${language}` }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const i18n = testI18n(language);
  document.documentElement.lang = language;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createAppTheme('light')}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  // No pause between key strokes: nothing in the app waits on typing speed.
  const user = userEvent.setup({ delay: null });
  return { ...render(ui, { wrapper: Wrapper }), user, queryClient };
}
