/**
 * Brings a form below a list into view and puts the cursor in its first input: what a list's
 * Add button does when the form is on the same page.
 */
export function focusSection(section: HTMLElement | null): void {
  section?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  section?.querySelector('input')?.focus({ preventScroll: true });
}
