import type { ContactRequest, ContactRequestBody } from '#shared/contracts/contact';
import { normaliseEmail } from '#shared/email';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { translate } from '#server/i18n/index';
import { countEvent } from '#server/modules/analytics/analytics.service';
import type { Mailer } from '#server/modules/mail/mail.service';
import { RATE_RULES, type RateLimiter } from '#server/modules/rate-limits/rate-limits.service';
import * as q from './contact.queries';

type Row = Awaited<ReturnType<typeof q.insertContactRequest>>;

function summaryLines(row: Row, language: Language): string[] {
  const label = (key: string) => translate(language, `mail.contact_fields.${key}`);
  const lines: Array<[string, string | null]> = [
    ['specialist', row.specialist],
    ['field', row.field],
    ['dates', row.dateString],
    ['hospitalName', row.hospitalName],
    ['name', row.name],
    ['email', row.email],
    ['phone', row.phone],
    ['message', row.message],
  ];
  return lines.filter(([, value]) => value).map(([key, value]) => `${label(key)}: ${value}`);
}

/** The stored columns of each kind of request (the feedback form asks no phone: stored empty). */
function contactRequestValues(body: ContactRequestBody) {
  switch (body.kind) {
    case 'search':
      return {
        kind: body.kind,
        specialist: body.specialistValue,
        field: body.fieldValue,
        dateString: body.dateString,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        hospitalName: body.hospitalName,
        name: body.name,
        phone: body.phone,
      };
    case 'accessibility':
      return { kind: body.kind, name: body.name, phone: '', message: body.message };
    default:
      return {
        kind: body.kind,
        hospitalName: body.hospitalName || null,
        name: [body.title, body.firstName, body.lastName].filter(Boolean).join(' '),
        phone: body.phone,
        message: body.message,
      };
  }
}

export function toContactRequest(row: Row): ContactRequest {
  return {
    ...row,
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createContactService(deps: {
  db: Db;
  mailer: Mailer;
  operatorEmail: string;
  operatorLanguage: Language;
  limiter: RateLimiter;
}) {
  const { db, mailer, limiter } = deps;
  return {
    /** Stores the request and queues both e-mails in one transaction: all or nothing. */
    async submit(body: ContactRequestBody, language: Language) {
      // Each request mails the sender too: one address must not be flooded from many clients.
      await limiter.consume([
        { rule: RATE_RULES.contactRequestsPerAddress, subject: normaliseEmail(body.email) },
      ]);
      return db.transaction(async (tx) => {
        const values = contactRequestValues(body);
        const row = await q.insertContactRequest(tx, {
          ...values,
          language,
          email: normaliseEmail(body.email),
        });
        await mailer.enqueue(tx, {
          to: deps.operatorEmail,
          language: deps.operatorLanguage,
          mail: {
            template: 'contact_received',
            kind: row.kind,
            summary: [
              ...summaryLines(row, deps.operatorLanguage),
              `${translate(deps.operatorLanguage, 'mail.contact_fields.language')}: ${language}`,
            ],
          },
        });
        // Only our fixed text goes to the address typed into the form.
        await mailer.enqueue(tx, {
          to: row.email,
          language,
          mail: { template: 'contact_confirmation' },
        });
        await countEvent(tx, 'contact_submitted', `/${language}`);
        return row;
      });
    },

    list: (params: Parameters<typeof q.pageContactRequests>[1]) =>
      q.pageContactRequests(db, params),

    async get(id: string) {
      const row = await q.findContactRequest(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
