import { useTranslation } from 'react-i18next';
import { FeedbackCarousel } from './FeedbackCarousel';

const FEEDBACK = ['wardManager', 'hr', 'agency', 'nurse'] as const;

/** What customers say, as a carousel. */
export function HomeFeedback() {
  const { t } = useTranslation();
  const k = (key: string) => t(`public.home.${key}`);
  return (
    <FeedbackCarousel
      items={FEEDBACK.map((id) => ({
        id,
        quote: k(`feedback.items.${id}.quote`),
        role: k(`feedback.items.${id}.role`),
      }))}
      labels={{
        carousel: k('feedback.carousel'),
        previous: k('feedback.previous'),
        next: k('feedback.next'),
        goTo: (n, total) => t('public.home.feedback.goTo', { n, total }),
        position: (n, total) => t('public.home.feedback.position', { n, total }),
      }}
    />
  );
}
