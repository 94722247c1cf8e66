import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const CONTACT_STEPS = ['contactUs', 'sendInquiry', 'receiveOffers'] as const;

/** The three steps of a contact (spec 001 section 2): contact us, send inquiry, receive offers. */
export function ContactSteps({ active }: { active: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('contact.steps.label')}
      component="ol"
      sx={{ p: 0, m: 0, '& .MuiStepLabel-label': { fontSize: '0.8rem', mt: '6px !important' } }}
    >
      {CONTACT_STEPS.map((step) => (
        <Step key={step} component="li">
          <StepLabel>{t(`contact.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
