import type { Language } from '#shared/languages';
import { hasTranslation, translate } from '#server/i18n/index';
import { dateLines, layout, linkMail, type RenderedMail } from './mail.layout';

// The mails we send and how each is written; the shared frame is in mail.layout.ts, mails
// rendered once for many recipients in mail.prepared.ts.
export { formatShiftDates, type RenderedMail } from './mail.layout';

export type MailTemplate =
  | { template: 'email_confirmation'; firstName: string; link: string; hours: number }
  | { template: 'password_reset'; firstName: string; link: string; minutes: number }
  | { template: 'password_changed'; firstName: string }
  /** After an account's deletion: no name, the account is gone; what is kept and until when. */
  | { template: 'account_deleted'; kept: string[] }
  /** The one-time sign-in link: the owner gets in while password sign-in is paused. */
  | { template: 'sign_in_link'; firstName: string; link: string; minutes: number }
  /** Someone registered with an address that already has an account: sign in or reset instead. */
  | { template: 'account_exists'; firstName: string; signInLink: string; resetLink: string }
  /**
   * The auto-reply to a contact form's sender: our fixed text only. Anyone can type any address
   * into the form, so nothing submitted (name, message, links) is mailed back.
   */
  | { template: 'contact_confirmation' }
  | { template: 'contact_received'; kind: string; summary: string[] }
  | { template: 'invitation'; target: string; role: string; link: string; days: number }
  | { template: 'membership_added'; firstName: string; target: string; link: string }
  /** To an existing account asked to join: nothing changes until they accept. */
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
  | {
      template: 'invoice_issued';
      firstName: string;
      number: string;
      issuer: string;
      amount: string;
      dueDate: string;
      link: string;
    }
  | {
      template: 'agency_vetting';
      firstName: string;
      agency: string;
      decision: 'vetted' | 'rejected';
      note: string;
      link: string;
    };

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
        [
          t('intro', { title: mail.title, organisation: mail.organisation }),
          ...dateLines(t, language, mail.dates, mail.timeZone),
        ],
        undefined,
        [t('next')],
      );
    case 'application_selected':
    case 'application_not_selected': {
      const vars = {
        title: mail.title,
        organisation: mail.organisation,
        person: mail.person ?? '',
      };
      const link = mail.template === 'application_selected' ? mail.link : null;
      return layout(
        language,
        t(mail.person === null ? 'subjectSelf' : 'subject', vars),
        mail.firstName,
        [
          t(mail.person === null ? 'introSelf' : 'intro', vars),
          ...dateLines(t, language, mail.dates, mail.timeZone),
        ],
        link ? { label: t('action'), link } : undefined,
        [t('next')],
      );
    }
    case 'notification': {
      const vars = {
        title: mail.title,
        organisation: mail.organisation,
        person: mail.person ?? '',
      };
      const kindKey = hasTranslation(`mail.notification.${mail.kind}.subject`)
        ? mail.kind
        : 'default';
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
        mail.answer
          ? [t('offer.decline', { link: mail.answer.decline }), t('offer.note'), ...open]
          : [],
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
      const vars = {
        number: mail.number,
        issuer: mail.issuer,
        amount: mail.amount,
        dueDate: mail.dueDate,
      };
      return layout(
        language,
        t('subject', vars),
        mail.firstName,
        [t('intro', vars), t('attached')],
        { label: t('action'), link: mail.link },
      );
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
