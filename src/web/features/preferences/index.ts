export { PreferencesForm } from './components/PreferencesForm';
export { UnavailabilityCard } from './components/UnavailabilityCard';
export { JobAlertCard, type JobAlertOption } from './components/JobAlertCard';
export { useJobAlert, usePreferences } from './api';
