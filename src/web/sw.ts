import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PushPayload } from '#shared/contracts/push';
import { shellScreenAt } from '#web/lib/shell-paths';

/**
 * The service worker, built by vite-plugin-pwa (injectManifest): the app shell is
 * precached, the lazy route chunks a person opened are kept, so My shifts, the offer page and the
 * calendar open offline (their data comes from the persisted query cache, lib/query-persistence).
 * It also shows push messages and answers an offer's Accept or Decline with one tap.
 *
 * The project compiles with the DOM library, so the few worker types used here are declared.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  action: string;
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the shell is precached, hashed chunks never change.
self.addEventListener('install', () => void self.skipWaiting());

/**
 * A signed-in screen's prerendered shell (the same HTML for everyone, no person,
 * no data) comes from this cache on a repeat visit, so its heading shows without the network;
 * each visit fetches a fresh copy for the next one (stale while revalidate).
 */
const SHELLS = 'shells';
async function shellDocument(request: Request, waitUntil: (promise: Promise<unknown>) => void) {
  const cache = await caches.open(SHELLS);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  });
  const cached = await cache.match(request);
  if (!cached) return fresh;
  waitUntil(fresh.catch(() => undefined));
  return cached;
}

// The shells of the old version name its old chunks: they go with it.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([caches.delete(SHELLS), self.clients.claim()])),
);

// Pages from the network; offline, the precached shell, which renders any route from the cache.
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) => {
      if (shellScreenAt(url.pathname)) {
        const waitUntil = (promise: Promise<unknown>) =>
          (event as unknown as ExtendableEvent).waitUntil(promise);
        try {
          return await shellDocument(request, waitUntil);
        } catch {
          // Offline and not cached yet: the precached index.html below.
        }
      }
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// Route chunks are named by their content's hash: once fetched, the cached copy is right.
registerRoute(
  ({ url, request }) =>
    url.origin === location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

const ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      lang: payload.lang,
      icon: ICON,
      badge: ICON,
      data: payload,
      // Not in the DOM library's NotificationOptions, read by the browsers that show buttons.
      ...({
        actions: payload.answer
          ? [
              { action: 'accept', title: payload.answer.labels.accept },
              { action: 'decline', title: payload.answer.labels.decline },
            ]
          : [],
      } as object),
    }),
  );
});

/** Answers an offer with the token of its one-tap link; what happened is a notification of its own. */
async function answerOffer(payload: PushPayload, answer: 'accepted' | 'declined') {
  const links = payload.answer!;
  const token =
    new URL(answer === 'accepted' ? links.accept : links.decline).searchParams.get('token') ?? '';
  let text = links.done.failed;
  try {
    const response = await fetch(links.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': payload.lang },
      body: JSON.stringify({ token, answer, via: 'push' }),
    });
    if (response.ok) text = links.done[answer];
    else {
      // Answered before, too late, withdrawn: the server says which, in the person's language.
      const refused = (await response.json().catch(() => null)) as {
        error?: { message?: string };
      } | null;
      text = refused?.error?.message ?? links.done.failed;
    }
  } catch {
    // Offline: the text asks to open the offer, which the tap on it does.
  }
  await self.registration.showNotification(payload.title, {
    body: text,
    tag: payload.tag,
    lang: payload.lang,
    icon: ICON,
    data: { ...payload, answer: null },
  });
}

async function open(url: string) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const same = windows.find((client) => client.url === url);
  if (same) await same.focus();
  else await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data as PushPayload | undefined;
  event.notification.close();
  if (!payload) return;
  if (payload.answer && (event.action === 'accept' || event.action === 'decline')) {
    event.waitUntil(answerOffer(payload, event.action === 'accept' ? 'accepted' : 'declined'));
  } else if (payload.url) {
    event.waitUntil(open(payload.url));
  }
});
