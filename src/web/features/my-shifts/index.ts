export * from './api';
export * from './offer-helpers';
export { useNow } from './useNow';
export { BookedList } from './components/BookedList';
export { CalendarFeedCard } from './components/CalendarFeedCard';
export { OfferAnswerPanel } from './components/OfferAnswerPanel';
export { OfferCard } from './components/OfferCard';
export type { OpenOffer } from './components/OfferCard';
