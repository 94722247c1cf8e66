import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { OfferAnswerPanel } from '#web/features/my-shifts/components/OfferAnswerPanel';
import { parseOfferLink } from '#web/features/my-shifts/offer-helpers';

/** /{lang}/offer?token=…&answer=…: the one-tap link of an offer e-mail or SMS, without signing in. */
export default function OfferAnswerPage() {
  const { t } = useTranslation();
  usePageTitle(t('offerAnswer.title'));
  const [params] = useSearchParams();
  const link = parseOfferLink(params);
  // Keyed by the token, so a second link opened in the same tab starts afresh.
  return (
    <OfferAnswerPanel
      key={link.token ?? ''}
      token={link.token}
      answer={link.answer}
      via={link.via}
    />
  );
}
