import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { DeleteAccountResponse } from '#shared/contracts/privacy';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { translate } from '#server/i18n/index';
import type { Clock } from '#server/lib/clock';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { AUEG_WARNING_KINDS } from '#server/modules/compliance/compliance.service';
import type { FileStore } from '#server/modules/files/files.service';
import type { Mailer } from '#server/modules/mail/mail.service';
import { buildExportZip } from './privacy.export';
import {
  anonymiseUser,
  deleteFiles,
  deleteOwnRows,
  findPerson,
  keptInvoices,
  otherActiveAdministrators,
  personalFiles,
  soleAdministrations,
} from './privacy.queries';
import {
  emptyAuditValues,
  forgetNamesInOlderNotifications,
  renameInQuotingMessages,
} from './privacy.references.queries';

/**
 * What others see where the person was: one neutral name in both languages, since others read it
 * in either. It is the erased account's name, so whatever names people by id shows it.
 */
export const DELETED_NAME = 'Deleted user / Gelöschte Person';

/** HGB §257 (4, 5), AO §147 (3, 4): 10 years from the end of the calendar year of the record. */
export function keptUntil(latestIssueDate: string): string {
  return `${Number(latestIssueDate.slice(0, 4)) + 10}-12-31`;
}

export function createPrivacyService(deps: {
  db: Db;
  store: FileStore;
  mailer: Mailer;
  clock: Clock;
}) {
  const { db, store, mailer, clock } = deps;

  async function person(userId: string) {
    const row = await findPerson(db, userId);
    if (!row || row.archivedAt) throw new AppError('UNAUTHENTICATED');
    return row;
  }

  return {
    /** GDPR Art. 15 and 20: the ZIP of everything held about the signed-in person. */
    async exportZip(userId: string, readerLanguage?: Language) {
      const row = await person(userId);
      const body = await buildExportZip(db, store, row, clock, readerLanguage ?? row.language);
      const day = clock.now().toISOString().slice(0, 10);
      return { name: `my-data-${day}.zip`, body };
    },

    /**
     * GDPR Art. 17: closes the account at once. What is the person's alone goes; what others
     * depend on refers to them by id and so reads the neutral name the account now has; invoices
     * stay as the law requires. Only rows found by their id change: no text is searched.
     * The answer and a mail to the old address say what is kept and until when.
     */
    async deleteAccount(userId: string, password: string): Promise<DeleteAccountResponse> {
      const row = await person(userId);
      if (!(await verifyPassword(row.passwordHash, password)))
        throw new AppError('CURRENT_PASSWORD_WRONG');
      const sole = await soleAdministrations(db, userId);
      // The platform's own last administrator counts too: nobody could vet agencies after them.
      if (row.role === 'ADMIN' && (await otherActiveAdministrators(db, userId)) === 0)
        sole.push('platform');
      if (sole.length > 0) throw new AppError('LAST_ADMINISTRATOR');
      const invoices = await keptInvoices(db, userId);
      const kept: DeleteAccountResponse['kept'] =
        invoices.count > 0 && invoices.latest
          ? [
              {
                kind: 'invoices',
                count: invoices.count,
                until: keptUntil(invoices.latest),
                description: translate(row.language, 'privacy.keptInvoices', {
                  count: invoices.count,
                  until: keptUntil(invoices.latest),
                }),
              },
            ]
          : [];
      const unusable = await hashPassword(randomBytes(32).toString('hex'));
      const orphaned = await db.transaction(async (tx) => {
        const fileIds = (await personalFiles(tx, userId)).map((file) => file.id);
        const invitationIds = await deleteOwnRows(tx, row);
        const hashes = await deleteFiles(tx, fileIds);
        await emptyAuditValues(tx, userId, invitationIds);
        await renameInQuotingMessages(tx, userId, DELETED_NAME);
        await forgetNamesInOlderNotifications(tx, userId, AUEG_WARNING_KINDS);
        await anonymiseUser(tx, userId, {
          email: `deleted-${userId}@deleted.invalid`,
          passwordHash: unusable,
          firstName: DELETED_NAME,
          lastName: '',
          institution: null,
          position: null,
          phoneNumber: null,
          contact: null,
          address: null,
          postcode: null,
          city: null,
          qualificationLevel: null,
          qualificationAdditional: null,
          skills: [],
          preferenceDistance: null,
          preferenceMinSalary: null,
          preferenceJobTypes: [],
          emailConfirmedAt: null,
          archivedAt: clock.now(),
          updatedAt: clock.now(),
        });
        // No name in it: the outbox keeps only the address until the mail is sent.
        await mailer.enqueue(tx, {
          to: row.email,
          language: row.language,
          mail: { template: 'account_deleted', kept: kept.map((entry) => entry.description) },
        });
        return hashes;
      });
      // After commit: a failed removal leaves unreachable bytes, never a row without its file.
      await Promise.all(orphaned.map((hash) => unlink(store.pathOf(hash)).catch(() => undefined)));
      const message = translate(
        row.language,
        kept.length ? 'privacy.deletedWithKept' : 'privacy.deleted',
      );
      return { message, kept };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
