/**
 * Registers the service worker (src/web/sw.ts) once the page has loaded, so its
 * precaching never competes with the first paint; without workbox-window, which would weigh on
 * the landing page. Returns the registration for push (features/push), or null without support.
 */
let registration: Promise<ServiceWorkerRegistration | null> | undefined;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registration ??= new Promise((resolve) => {
    if (
      typeof navigator === 'undefined' ||
      !('serviceWorker' in navigator) ||
      import.meta.env.DEV
    ) {
      resolve(null);
      return;
    }
    const start = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(resolve, () => resolve(null));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return registration;
}
