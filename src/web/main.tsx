import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { initI18n, initialLanguage } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
    </StrictMode>
  );
  // A public page prerendered at build time (scripts/prerender.mjs) is hydrated; every other
  // path gets the empty index.html and renders from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
