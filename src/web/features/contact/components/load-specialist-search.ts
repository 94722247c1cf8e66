import { loadQueryClient } from '#web/components/query-client/QueryClientGate';
import { loadFullCatalogue } from '#web/i18n/i18n';

/**
 * Everything the real specialist search needs before it can replace its static stand-in
 * without suspending: its chunk (zod, react-hook-form, the autocomplete), the rest of the
 * catalogue (contact.*, validation.*) and the query client.
 */
export function loadSpecialistSearch() {
  return Promise.all([import('./SpecialistSearch'), loadFullCatalogue(), loadQueryClient()]).then(
    ([module]) => module.SpecialistSearch,
  );
}
