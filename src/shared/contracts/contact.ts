import { listQuerySchema, pageSchema } from './lists';
import { z } from 'zod';
import { dayField } from '../calendar-fields';
import { emailField } from '../validation';
import { endpoint } from '../endpoint';

/** Message keys of the contact forms (spec 001 section 5); the web and the server translate them. */
export const CONTACT_MESSAGE_KEYS = {
  specialist: 'Specialist_required',
  field: 'Field_of_work_required',
  date: 'Date_required',
  hospitalName: 'Hospital_required',
  name: 'Name_required',
  email: 'Email_required',
  phone: 'Phone_required',
  agreement: 'Agreement_required',
  dateOrder: 'Date_order',
  message: 'Message_required',
  firstName: 'FirstName_is_not_valid',
  lastName: 'LastName_is_not_valid',
} as const;

const required = (key: string, max = 200) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });

/** Empty: 'Email_required'; not an address: 'Email_is_not_valid'. */
const contactEmail = emailField(CONTACT_MESSAGE_KEYS.email);

const isoDate = dayField(CONTACT_MESSAGE_KEYS.date);

/** The specialist search on the home page: POST /api/metainformation/submit/send-email. */
export const searchContactSchema = z
  .object({
    kind: z.literal('search').default('search'),
    specialistValue: required(CONTACT_MESSAGE_KEYS.specialist),
    fieldValue: required(CONTACT_MESSAGE_KEYS.field),
    dateString: required(CONTACT_MESSAGE_KEYS.date, 60),
    /** The range behind dateString, when the client has it (ISO dates). */
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    hospitalName: required(CONTACT_MESSAGE_KEYS.hospitalName),
    name: required(CONTACT_MESSAGE_KEYS.name),
    email: contactEmail,
    phone: required(CONTACT_MESSAGE_KEYS.phone, 40),
    isAgreed: z.literal(true, { error: CONTACT_MESSAGE_KEYS.agreement }),
  })
  .refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
    path: ['endDate'],
    error: CONTACT_MESSAGE_KEYS.dateOrder,
  });

/** The long contact forms for clinics, agencies and general enquiries. */
export const messageContactSchema = z.object({
  kind: z.enum(['clinic', 'agency', 'general']),
  title: z.string().trim().max(40).optional().or(z.literal('')),
  firstName: required(CONTACT_MESSAGE_KEYS.firstName, 100),
  lastName: required(CONTACT_MESSAGE_KEYS.lastName, 100),
  hospitalName: z.string().trim().max(200).optional().or(z.literal('')),
  email: contactEmail,
  phone: required(CONTACT_MESSAGE_KEYS.phone, 40),
  message: required(CONTACT_MESSAGE_KEYS.message, 5000),
  isAgreed: z.literal(true, { error: CONTACT_MESSAGE_KEYS.agreement }),
});

/**
 * Feedback on a barrier, from the accessibility statement (BGG § 12b (2) no. 2): a name, an address to
 * answer and the message. No phone number: nobody should need to make a call to report that
 * something was hard to use.
 */
export const accessibilityFeedbackSchema = z.object({
  kind: z.literal('accessibility').default('accessibility'),
  name: required(CONTACT_MESSAGE_KEYS.name, 200),
  email: contactEmail,
  message: required(CONTACT_MESSAGE_KEYS.message, 5000),
  isAgreed: z.literal(true, { error: CONTACT_MESSAGE_KEYS.agreement }),
});

export type SearchContact = z.infer<typeof searchContactSchema>;
export type MessageContact = z.infer<typeof messageContactSchema>;
export type AccessibilityFeedback = z.infer<typeof accessibilityFeedbackSchema>;
export type ContactRequestBody = SearchContact | MessageContact | AccessibilityFeedback;

export const CONTACT_KINDS = ['search', 'clinic', 'agency', 'general', 'accessibility'] as const;

export const contactRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  language: z.enum(['en', 'de']),
  specialist: z.string().nullable(),
  field: z.string().nullable(),
  dateString: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  hospitalName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Contact requests: the legacy form call, the public form and the back office's list. */
/** The three public forms share one store, one pair of mails and one answer. */
const submitted = {
  response: z.object({ message: z.string(), id: z.string() }),
  status: 201,
  errors: [400, 429],
} as const;

export const contactEndpoints = {
  sendEmail: endpoint('POST', '/metainformation/submit/send-email', {
    body: searchContactSchema,
    ...submitted,
  }),
  create: endpoint('POST', '/contact-requests', { body: messageContactSchema, ...submitted }),
  accessibilityFeedback: endpoint('POST', '/contact-requests/accessibility', {
    body: accessibilityFeedbackSchema,
    ...submitted,
  }),
  list: endpoint('GET', '/admin/contact-requests', {
    query: listQuerySchema(['createdAt', 'name', 'hospitalName', 'kind'], 'createdAt'),
    response: pageSchema(contactRequestSchema),
    errors: [400, 401, 403],
  }),
  one: endpoint('GET', '/admin/contact-requests/:id', {
    params: z.object({ id: z.uuid() }),
    response: contactRequestSchema,
    errors: [400, 401, 403, 404],
  }),
};
