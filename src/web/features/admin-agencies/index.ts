export * from './api';
export { formatLongDate, formatShortDate, locationText } from './format';
