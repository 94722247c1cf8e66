import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '#web/app/providers';
import { AppRoutes } from '#web/app/router';
import { keepPrerenderedShell } from '#web/components/layout/PrerenderedShell';
import { startRoute } from '#web/app/startup';
import { initI18n, initialLanguage } from '#web/i18n/i18n';
import { registerServiceWorker } from '#web/lib/service-worker';

/** Set by the prerendered pages' loader script (scripts/prerender.mjs). */
declare global {
  interface Window {
    __earlyClicks?: { stop(): void; replay(): void };
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Marks the page as interactive once the first render is committed: <html data-hydrated>
 * (the browser tests wait for it; React now handles every event, hydrating a part not yet
 * hydrated before it dispatches to it) and presses again what was pressed before the app ran
 * (prerendered pages show their buttons before that), in a task of its own: outside React's
 * commit, where a click can make React hydrate its target at once.
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    const replay = window.__earlyClicks?.replay;
    if (replay) setTimeout(replay, 0);
  }, []);
  return null;
}

// A signed-in screen's session, code and data are asked for now, all at once.
startRoute(window.location.pathname);
void registerServiceWorker();

// The first render already speaks the URL's language (its catalogue is loaded first); the
// language gate keeps it in step.
void initI18n(initialLanguage(window.location.pathname)).then(() => {
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <Started />
    </StrictMode>
  );
  if (container.dataset.shell !== undefined) {
    // A signed-in screen's prerendered shell: rendered anew, not hydrated (the
    // client has a session to load first); its markup stays on screen meanwhile.
    window.__earlyClicks?.stop();
    keepPrerenderedShell(container);
    createRoot(container).render(app);
  } else if (container.firstElementChild) {
    // A public page prerendered at build time (scripts/prerender.mjs). React handles the
    // clicks from now on; hydrating in a transition lets it yield to the browser every few
    // milliseconds instead of blocking it for the whole page (a click meanwhile hydrates
    // what it needs at once).
    window.__earlyClicks?.stop();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Every other path gets the empty index.html and renders from scratch.
    createRoot(container).render(app);
  }
});
