import type { Language } from '#shared/languages';
import { escapeHtml, type RenderedMail } from './mail.layout';
import { renderMail, type MailTemplate } from './mail.templates';

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
 * is read: a pool of thousands costs one rendering per language, and only the
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
  if (typeof value === 'string')
    return value.replace(new RegExp(SLOT, 'g'), (_, name: string) => slotValue(values, name)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withValues(item, values)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withValues(item, values)]),
    ) as T;
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
  const fill = (
    list: readonly MailPart[],
    values: Record<string, string>,
    encode: (value: string) => string,
  ) =>
    list
      .map((part) => (typeof part === 'string' ? part : encode(slotValue(values, slots[part]!))))
      .join('');
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
      return {
        subject: fill(subject, values, (v) => v),
        text: fill(text, values, (v) => v),
        html: fill(html, values, escapeHtml),
      };
    },
  };
}
