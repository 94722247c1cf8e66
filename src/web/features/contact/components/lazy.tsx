import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import { loadFullCatalogue } from '#web/i18n/i18n';
import type { ContactFormProps } from './ContactForm';
import type { SpecialistSearchProps } from './SpecialistSearch';

// The forms bring the autocomplete, the form library and the zod contracts; the public pages
// load them after their own content rather than in the entry chunk.
// Their texts (contact.*, validation.*) sit in the deferred part of the catalogue, so the
// chunk and that part load together and the form never shows raw keys.
const SpecialistSearchForm = lazy(() =>
  Promise.all([import('./SpecialistSearch'), loadFullCatalogue()]).then(([m]) => ({
    default: m.SpecialistSearch,
  })),
);
const ContactMessageForm = lazy(() =>
  Promise.all([import('./ContactForm'), loadFullCatalogue()]).then(([m]) => ({
    default: m.ContactForm,
  })),
);

const FeedbackForm = lazy(() =>
  Promise.all([import('./AccessibilityFeedbackForm'), loadFullCatalogue()]).then(([m]) => ({
    default: m.AccessibilityFeedbackForm,
  })),
);

/** The home page's specialist search and contact panel (loaded on demand). */
export function SpecialistSearch(props: SpecialistSearchProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          aria-hidden="true"
          sx={{ height: 128, '@media (max-width:840px)': { height: 196 } }}
        />
      }
    >
      <SpecialistSearchForm {...props} />
    </Suspense>
  );
}

/** The contact form for clinics, agencies or general enquiries (loaded on demand). */
export function ContactForm(props: ContactFormProps) {
  return (
    <Suspense
      fallback={
        <Box aria-hidden="true">
          <Skeleton variant="rounded" sx={{ height: 520 }} />
        </Box>
      }
    >
      <ContactMessageForm {...props} />
    </Suspense>
  );
}

/** The accessibility statement's feedback form (loaded on demand). */
export function AccessibilityFeedbackForm() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" aria-hidden="true" sx={{ height: 420 }} />}>
      <FeedbackForm />
    </Suspense>
  );
}
