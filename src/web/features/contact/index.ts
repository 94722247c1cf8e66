// The forms are exported as lazy wrappers, so a page that shows them keeps its entry chunk small.
export { SpecialistSearch, ContactForm } from './components/lazy';
export { DeferredSpecialistSearch } from './components/DeferredSpecialistSearch';
export type { SearchHandover, SpecialistSearchProps } from './components/SpecialistSearch';
export type { ContactFormKind, ContactFormProps } from './components/ContactForm';
export { CONTACT_TITLES } from './contact-titles';
export { ContactSteps } from './components/ContactSteps';
