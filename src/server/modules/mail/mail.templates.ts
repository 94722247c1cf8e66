import type { Language } from '#shared/languages';
import { DEFAULT_TIME_ZONE, formatDateRange } from '#shared/format';
import { hasTranslation, translate } from '#server/i18n/index';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { template: 'email_confirmation'; firstName: string; link: string; hours: number }
  | { template: 'password_reset'; firstName: string; link: string; minutes: number }
  | { template: 'password_changed'; firstName: string }
  /** After an account's deletion (decision 028): no name, the account is gone; what is kept and until when. */
  | { template: 'account_deleted'; kept: string[] }
  /** The one-time sign-in link (decision 017): the owner gets in while password sign-in is paused. */
  | { template: 'sign_in_link'; firstName: string; link: string; minutes: number }
  /** Someone registered with an address that already has an account: sign in or reset instead. */
  | { template: 'account_exists'; firstName: string; signInLink: string; resetLink: string }
  /**
   * The auto-reply to a contact form's sender: our fixed text only. Anyone can type any address
   * into the form, so nothing submitted (name, message, links) is mailed back (issue 19).
   */
  | { template: 'contact_confirmation' }
  | { template: 'contact_received'; kind: string; summary: string[] }
  | { template: 'invitation'; target: string; role: string; link: string; days: number }
  | { template: 'membership_added'; firstName: string; target: string; link: string }
  /** To an existing account asked to join (decision 016): nothing changes until they accept. */
  | {
      template: 'membership_invitation';
      firstName: string;
      target: string;
      kind: string;
      accept: string;
      decline: string;
      days: number;
    }
  /** To a person with an account whom an agency added to its staff: they learn who holds their profile. */
  | { template: 'agency_staff_added'; firstName: string; agency: string; link: string }
  | {
      template: 'request_cancelled';
      firstName: string;
      /** The request's title and organisation, and its dates as they were. */
      title: string;
      organisation: string;
      dates: { start: Date; end: Date }[];
      /** The organisation's time zone for the dates (Europe/Berlin when left out). */
      timeZone?: string;
    }
  | {
      /** To the selected applicant's agency, or to the person when they applied themself (person null). */
      template: 'application_selected';
      firstName: string;
      person: string | null;
      title: string;
      organisation: string;
      dates: { start: Date; end: Date }[];
      /** The organisation's time zone for the dates (Europe/Berlin when left out). */
      timeZone?: string;
      link: string | null;
    }
  | {
      template: 'application_not_selected';
      firstName: string;
      person: string | null;
      title: string;
      organisation: string;
      dates: { start: Date; end: Date }[];
      /** The organisation's time zone for the dates (Europe/Berlin when left out). */
      timeZone?: string;
    }
  | {
      /** A notification of the engine (offer, HR review, outcome …), per kind; see notifications.render.ts. */
      template: 'notification';
      kind: string;
      firstName: string;
      /** The person it is about when that is not the recipient ('' when none), for the kinds that name one. */
      person?: string;
      title: string;
      organisation: string;
      dates: { start: Date; end: Date }[];
      /** The organisation's time zone for the dates (Europe/Berlin when left out). */
      timeZone?: string;
      link: string | null;
      /** One-tap answer links of an offer. */
      answer: { accept: string; decline: string } | null;
    }
  | { template: 'invoice_issued'; firstName: string; number: string; issuer: string; amount: string; dueDate: string; link: string }
  | {
      template: 'agency_vetting';
      firstName: string;
      agency: string;
      decision: 'vetted' | 'rejected';
      note: string;
      link: string;
    };

const MAX_LISTED_DATES = 10;

/**
 * A shift in a mail: the recipient's language's format (decision 019) in the organisation's time
 * zone, Berlin unless the mail names another, written like the screens write it.
 */
export function formatShiftDates(date: { start: Date; end: Date }, language: Language, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDateRange(date.start, date.end, language, timeZone);
}

/** Every value written into a mail's HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A request's dates as lines under a heading, the first MAX_LISTED_DATES of them. */
function dateLines(
  t: (key: string, vars?: Record<string, string | number>) => string,
  language: Language,
  dates: { start: Date; end: Date }[],
  timeZone: string | undefined,
) {
  const shown = dates.slice(0, MAX_LISTED_DATES).map((date) => formatShiftDates(date, language, timeZone));
  const more = dates.length - shown.length;
  return [...(shown.length ? [t('dates'), ...shown] : []), ...(more > 0 ? [t('more', { count: more })] : [])];
}

/** Paragraphs and an optional button, as plain text and as simple, client-safe HTML. */
function layout(
  language: Language,
  subject: string,
  firstName: string,
  paragraphs: string[],
  action?: { label: string; link: string },
  after: string[] = [],
): RenderedMail {
  const greeting = firstName
    ? translate(language, 'mail.greeting', { firstName })
    : translate(language, 'mail.greetingAnonymous');
  const signature = translate(language, 'mail.signature');
  const textParts = [greeting, '', ...paragraphs];
  if (action) textParts.push('', action.link);
  textParts.push(...(after.length ? ['', ...after] : []), '', signature);
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:560px;margin:0 auto;padding:24px">${p(greeting)}${paragraphs.map(p).join('')}${button}${after.map(p).join('')}${p(signature)}</body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

/** A mail whose point is one link (confirm, reset, sign in): intro, button, how long it is valid. */
function linkMail(
  language: Language,
  t: (key: string, vars?: Record<string, string | number>) => string,
  firstName: string,
  link: string,
  validity: Record<string, number>,
): RenderedMail {
  return layout(
    language,
    t('subject'),
    firstName,
    [t('intro')],
    { label: t('action'), link },
    [t('validity', validity), translate(language, 'mail.ignore')],
  );
}

/** Renders a message in the recipient's language, at the moment it is put in the outbox. */
export function renderMail(language: Language, mail: MailTemplate): RenderedMail {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(language, `mail.${mail.template}.${key}`, vars);
  switch (mail.template) {
    case 'email_confirmation':
      return linkMail(language, t, mail.firstName, mail.link, { hours: mail.hours });
    case 'password_reset':
    case 'sign_in_link':
      return linkMail(language, t, mail.firstName, mail.link, { minutes: mail.minutes });
    case 'password_changed':
      return layout(language, t('subject'), mail.firstName, [t('intro'), t('warning')]);
    case 'account_deleted':
      return layout(
        language,
        t('subject'),
        '',
        [t('intro'), ...(mail.kept.length ? [t('kept'), ...mail.kept] : [t('none')])],
        undefined,
        [t('notYou')],
      );
    case 'account_exists':
      return layout(
        language,
        t('subject'),
        mail.firstName,
        [t('intro')],
        { label: t('action'), link: mail.signInLink },
        [t('forgot', { link: mail.resetLink }), translate(language, 'mail.ignore')],
      );
    case 'contact_confirmation':
      return layout(language, t('subject'), '', [t('intro')], undefined, [t('notYou')]);
    case 'invitation':
      return layout(
        language,
        t('subject'),
        '',
        [
          mail.target ? t('introTarget', { target: mail.target }) : t('intro'),
          t('role', { role: translate(language, `mail.roles.${mail.role}`) }),
        ],
        { label: t('action'), link: mail.link },
        [t('validity', { days: mail.days }), translate(language, 'mail.ignore')],
      );
    case 'agency_vetting': {
      const key = mail.decision === 'vetted' ? 'vetted' : 'rejected';
      const reason = mail.note ? [t('reason', { note: mail.note })] : [];
      return layout(
        language,
        t(`${key}.subject`, { agency: mail.agency }),
        mail.firstName,
        [t(`${key}.intro`, { agency: mail.agency }), ...reason],
        { label: t(`${key}.action`), link: mail.link },
      );
    }
    case 'request_cancelled':
      return layout(
        language,
        t('subject', { title: mail.title }),
        mail.firstName,
        [t('intro', { title: mail.title, organisation: mail.organisation }), ...dateLines(t, language, mail.dates, mail.timeZone)],
        undefined,
        [t('next')],
      );
    case 'application_selected':
    case 'application_not_selected': {
      const vars = { title: mail.title, organisation: mail.organisation, person: mail.person ?? '' };
      const link = mail.template === 'application_selected' ? mail.link : null;
      return layout(
        language,
        t(mail.person === null ? 'subjectSelf' : 'subject', vars),
        mail.firstName,
        [t(mail.person === null ? 'introSelf' : 'intro', vars), ...dateLines(t, language, mail.dates, mail.timeZone)],
        link ? { label: t('action'), link } : undefined,
        [t('next')],
      );
    }
    case 'notification': {
      const vars = { title: mail.title, organisation: mail.organisation, person: mail.person ?? '' };
      const kindKey = hasTranslation(`mail.notification.${mail.kind}.subject`) ? mail.kind : 'default';
      const open = mail.link ? [`${t('open')}: ${mail.link}`] : [];
      return layout(
        language,
        t(`${kindKey}.subject`, vars),
        mail.firstName,
        [t(`${kindKey}.intro`, vars), ...dateLines(t, language, mail.dates, mail.timeZone)],
        mail.answer
          ? { label: t('offer.accept'), link: mail.answer.accept }
          : mail.link
            ? { label: t('open'), link: mail.link }
            : undefined,
        mail.answer ? [t('offer.decline', { link: mail.answer.decline }), t('offer.note'), ...open] : [],
      );
    }
    case 'membership_added':
      return layout(
        language,
        t('subject', { target: mail.target }),
        mail.firstName,
        [t('intro', { target: mail.target })],
        { label: t('action'), link: mail.link },
      );
    case 'membership_invitation':
      return layout(
        language,
        t('subject', { target: mail.target }),
        mail.firstName,
        [t('intro', { target: mail.target }), t(`kinds.${mail.kind}`), t('nothing')],
        { label: t('accept'), link: mail.accept },
        [t('decline', { link: mail.decline }), t('validity', { days: mail.days }), t('ignore')],
      );
    case 'agency_staff_added':
      return layout(
        language,
        t('subject', { agency: mail.agency }),
        mail.firstName,
        [t('intro', { agency: mail.agency }), t('data')],
        { label: t('action'), link: mail.link },
        [t('objection', { agency: mail.agency })],
      );
    case 'invoice_issued': {
      const vars = { number: mail.number, issuer: mail.issuer, amount: mail.amount, dueDate: mail.dueDate };
      return layout(language, t('subject', vars), mail.firstName, [t('intro', vars), t('attached')], { label: t('action'), link: mail.link });
    }
    case 'contact_received':
      return layout(
        language,
        t('subject', { kind: translate(language, `mail.contact_kinds.${mail.kind}`) }),
        translate(language, 'mail.operator'),
        [t('intro'), ...mail.summary],
      );
  }
}

/**
 * Marks a slot in a mail rendered once by prepareMail. NUL, because PostgreSQL text cannot hold
 * it: no title, name or other stored value a template renders ever contains one.
 */
const SLOT_MARK = '\u0000';
const SLOT = new RegExp(`${SLOT_MARK}(\\w+)${SLOT_MARK}`);

/** Stands for a per-recipient value (a name, a personal link) in a mail given to prepareMail. */
export function mailSlot(name: string): string {
  return `${SLOT_MARK}${name}${SLOT_MARK}`;
}

/** Literal text, or the index of a slot in PreparedMail.slots. */
export type MailPart = string | number;

/**
 * A mail rendered once with slots for what differs per recipient. The parts are stored once and
 * each recipient's values per row (insertPreparedMails); the outbox view renders each copy when it
 * is read (decision 047): a pool of thousands costs one rendering per language, and only the
 * short per-person values are written, not a few KB of text and HTML per person.
 */
export interface PreparedMail {
  language: Language;
  template: MailTemplate['template'];
  /** Slot names, in the order MailPart indexes them. */
  readonly slots: readonly string[];
  readonly subject: readonly MailPart[];
  readonly text: readonly MailPart[];
  /** Slot values go into the HTML escaped (escapeHtml), like every value renderMail writes. */
  readonly html: readonly MailPart[];
  /**
   * Whether these values only fill their slots. An empty value does more: templates branch on
   * it (a greeting without a name), so such a recipient's mail is rendered in full.
   */
  fits(values: Record<string, string>): boolean;
  /** One recipient's mail, equal to renderMail(language, the template with the values in place). */
  render(values: Record<string, string>): RenderedMail;
}

/** The template with each slot in its strings replaced by the value: what renderMail would get. */
function withValues<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(new RegExp(SLOT, 'g'), (_, name: string) => slotValue(values, name)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withValues(item, values)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withValues(item, values)])) as T;
  }
  return value;
}

function slotValue(values: Record<string, string>, name: string): string {
  const value = values[name];
  if (value === undefined) throw new Error(`no value for mail slot ${name}`);
  return value;
}

/** Renders a mail whose strings hold mailSlot() placeholders once, for filling in per recipient. */
export function prepareMail(language: Language, mail: MailTemplate): PreparedMail {
  const rendered = renderMail(language, mail);
  const slots: string[] = [];
  const parts = (value: string): MailPart[] =>
    value.split(SLOT).map((part, index) => {
      if (index % 2 === 0) return part;
      if (!slots.includes(part)) slots.push(part);
      return slots.indexOf(part);
    });
  const subject = parts(rendered.subject);
  const text = parts(rendered.text);
  const html = parts(rendered.html);
  const fill = (list: readonly MailPart[], values: Record<string, string>, encode: (value: string) => string) =>
    list.map((part) => (typeof part === 'string' ? part : encode(slotValue(values, slots[part]!)))).join('');
  const fits = (values: Record<string, string>) =>
    slots.every((name) => slotValue(values, name) !== '' && !values[name]!.includes(SLOT_MARK));
  return {
    language,
    template: mail.template,
    slots: Object.freeze(slots),
    subject: Object.freeze(subject),
    text: Object.freeze(text),
    html: Object.freeze(html),
    fits,
    render(values) {
      if (!fits(values)) return renderMail(language, withValues(mail, values));
      return { subject: fill(subject, values, (v) => v), text: fill(text, values, (v) => v), html: fill(html, values, escapeHtml) };
    },
  };
}
