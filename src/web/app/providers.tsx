import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeChoiceProvider } from '#web/components/theme/ThemeChoice';
import { i18n } from '#web/i18n/i18n';
import { AppErrorBoundary } from './errors';
import { QueryClientGate } from '#web/components/query-client/QueryClientGate';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeChoiceProvider>
        <AppErrorBoundary>
          <QueryClientGate>{children}</QueryClientGate>
        </AppErrorBoundary>
      </ThemeChoiceProvider>
    </I18nextProvider>
  );
}
