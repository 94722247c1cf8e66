/** Academic titles offered by the contact form; the value is sent as written ('' for none). */
export const CONTACT_TITLES = ['', 'Dr.', 'Prof. Dr.'] as const;
