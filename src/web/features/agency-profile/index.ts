export * from './api';
export { AgencyOnboardingForm } from './components/AgencyOnboardingForm';
export { VettingStatus } from './components/VettingStatus';
export { PermitForm } from './components/PermitForm';
export {
  PERMIT_WARNING_DAYS,
  daysLeft,
  formatMoment,
  formatPermitDate,
  permitStatus,
  todayIso,
} from '../../lib/permit-status';
export type { PermitStatus } from '../../lib/permit-status';
