import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { initI18n, initialLanguage } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render already speaks the URL's language (its catalogue is loaded first); the
// language gate keeps it in step.
void initI18n(initialLanguage(window.location.pathname)).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
