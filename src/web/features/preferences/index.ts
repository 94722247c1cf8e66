export { PreferencesForm } from './components/PreferencesForm';
export { UnavailabilityCard } from './components/UnavailabilityCard';
export { usePreferences } from './api';
