import type { Agency, FieldChanges } from '#shared/contracts/admin';
import { agencyFields } from '#shared/contracts/admin';
import { MESSAGE_KEYS, postcodeFits } from '#shared/validation';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
import { diffChanges, parseFieldChanges } from '#server/lib/field-changes';
import { insertAudit } from '#server/modules/audit/audit.service';
import { fileUrl, type FileStore } from '#server/modules/files/files.service';
import type { InvitationService } from '#server/modules/invitations/invitations.service';
import * as members from '#server/modules/members/members.service';
import type { Mailer } from '#server/modules/mail/mail.service';
import * as q from './agencies.queries';
import { calendarDay } from '#shared/format';

// What other modules use of this module's parts.
export { countAgencies, insertAgency, updateAgency } from './agencies.queries';

export function toAgency(row: q.AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    url: row.url,
    logoFileId: row.logoFileId,
    logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
    vatId: row.vatId,
    taxNumber: row.taxNumber,
    permitNumber: row.permitNumber,
    permitAuthority: row.permitAuthority,
    permitValidUntil: row.permitValidUntil,
    iban: row.iban,
    bic: row.bic,
    accountHolder: row.accountHolder,
    vettingState: row.vettingState,
    vettingNote: row.vettingNote,
    vettedAt: row.vettedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createAgencyService(deps: {
  db: Db;
  files: FileStore;
  invitations: InvitationService;
  mailer: Mailer;
  publicUrl: string;
  clock?: Clock;
}) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  const requireLogo = (fileId: string | null | undefined) =>
    deps.files.requireImages([{ fileId, field: 'logoFileId' }]);

  async function get(id: string) {
    const row = await q.findAgency(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    list: (params: members.ListParams<q.AgencySort>) => q.pageAgencies(db, params),
    get,

    async create(
      input: {
        agencyName: string;
        address: string;
        postcode: string;
        city?: string | null;
        country: string;
        url: string;
        logoFileId: string;
      },
      actorId: string,
    ) {
      await requireLogo(input.logoFileId);
      return db.transaction(async (tx) => {
        const row = await q.insertAgency(tx, {
          name: input.agencyName,
          address: input.address,
          postcode: input.postcode,
          city: input.city ?? null,
          country: input.country,
          url: input.url,
          logoFileId: input.logoFileId,
        });
        await insertAudit(tx, {
          actorId,
          entityType: 'agency',
          entityId: row.id,
          action: 'create',
          changes: Object.entries(input).map(([field, value]) => ({
            field,
            old: null,
            new: value ?? null,
          })),
        });
        return row;
      });
    },

    /** Applies only the changed fields, all or nothing, and records old and new values. */
    async change(id: string, changes: FieldChanges, actorId: string) {
      const parsed = parseFieldChanges(changes, agencyFields);
      await requireLogo(parsed.logoFileId);
      return db.transaction(async (tx) => {
        const before = await q.findAgency(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        // A changed country or postcode must still fit the other ('12' is no German postcode).
        const country = parsed.country ?? before.country;
        const postcode = parsed.postcode ?? before.postcode;
        if (
          (parsed.country !== undefined || parsed.postcode !== undefined) &&
          !postcodeFits(country, postcode)
        ) {
          throw new AppError('VALIDATION_FAILED', [
            { field: 'postcode', key: MESSAGE_KEYS.postcode },
          ]);
        }
        const after = await q.updateAgency(tx, id, parsed);
        const diff = diffChanges(before, parsed);
        if (diff.length > 0) {
          await insertAudit(tx, {
            actorId,
            entityType: 'agency',
            entityId: id,
            action: 'update',
            changes: diff,
          });
        }
        return after;
      });
    },

    /**
     * Agencies are archived, never destroyed: their applications and placements stay in the
     * history. An archived agency leaves every list and cannot be opened.
     */
    async archive(ids: string[], actorId: string) {
      return db.transaction(async (tx) => {
        const archived = await q.archiveAgencies(tx, ids);
        for (const { id } of archived) {
          await insertAudit(tx, { actorId, entityType: 'agency', entityId: id, action: 'archive' });
        }
        return { deleted: 0, archived: archived.length };
      });
    },

    async listMembers(
      agencyId: string,
      kind: 'user' | 'customer',
      params: members.ListParams<members.MemberSort>,
    ) {
      await get(agencyId);
      return members.pageMembers(db, { scope: 'agency', agencyId, kind }, params);
    },

    async removeMembers(
      agencyId: string,
      kind: 'user' | 'customer',
      userIds: string[],
      actorId: string,
    ) {
      await get(agencyId);
      return db.transaction(async (tx) => {
        const removed = await members.removeMembers(
          tx,
          { scope: 'agency', agencyId, kind },
          userIds,
        );
        for (const userId of removed) {
          await insertAudit(tx, {
            actorId,
            entityType: 'agency',
            entityId: agencyId,
            action: `member_removed:${kind}`,
            changes: [{ field: 'member', old: userId, new: null }],
          });
        }
        return { deleted: removed.length, archived: 0 };
      });
    },

    /**
     * Vets or rejects an agency. Vetting needs a complete permit that is valid today; a
     * rejection needs a reason, which the agency sees. The dispatchers are told by e-mail.
     */
    async vet(
      id: string,
      body: { decision: 'vetted' | 'rejected'; note: string },
      actorId: string,
    ) {
      return db.transaction(async (tx) => {
        const before = await q.findAgency(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (body.decision === 'vetted') {
          const missing = (['permitNumber', 'permitAuthority', 'permitValidUntil'] as const).filter(
            (field) => !before[field],
          );
          if (missing.length > 0) {
            throw new AppError(
              'VALIDATION_FAILED',
              missing.map((field) => ({ field, key: 'Permit_is_missing' })),
            );
          }
          if (before.permitValidUntil! < calendarDay(clock.now())) {
            throw new AppError('VALIDATION_FAILED', [
              { field: 'permitValidUntil', key: 'Permit_has_expired' },
            ]);
          }
        }
        const note = body.note.trim() || null;
        const after = await q.updateAgency(tx, id, {
          vettingState: body.decision,
          vettingNote: note,
          vettedAt: clock.now(),
          vettedBy: actorId,
        });
        await insertAudit(tx, {
          actorId,
          entityType: 'agency',
          entityId: id,
          action: 'vetting',
          changes: [
            { field: 'vettingState', old: before.vettingState, new: body.decision },
            { field: 'vettingNote', old: before.vettingNote, new: note },
          ],
        });
        for (const recipient of await q.agencyUserRecipients(tx, id)) {
          await deps.mailer.enqueue(tx, {
            to: recipient.email,
            language: recipient.language,
            mail: {
              template: 'agency_vetting',
              firstName: recipient.firstName,
              agency: after.name,
              decision: body.decision,
              note: note ?? '',
              link: `${deps.publicUrl}/${recipient.language}/agency/jobs`,
            },
          });
        }
        return after;
      });
    },

    async requireMember(agencyId: string, kind: 'user' | 'customer', userId: string) {
      await get(agencyId);
      if (!(await members.isMember(db, { scope: 'agency', agencyId, kind }, userId)))
        throw new AppError('NOT_FOUND');
    },

    async invite(
      agencyId: string,
      kind: 'user' | 'customer',
      email: string,
      actorId: string,
      language: Language,
    ) {
      await get(agencyId);
      return deps.invitations.invite({
        email,
        membership: kind === 'user' ? 'agency_user' : 'agency_customer',
        agencyId,
        invitedBy: actorId,
        language,
      });
    },
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;
