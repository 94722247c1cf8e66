import type { z } from 'zod';
import type {
  FieldChanges,
  Organisation,
  OrganisationPicture,
  createOrganisationBodySchema,
  organisationPictureInputSchema,
} from '#shared/contracts/admin';
import {
  MAX_ORGANISATION_PICTURES,
  organisationFields,
  organisationPictureFields,
} from '#shared/contracts/admin';
import type { Language } from '#shared/languages';
import { MESSAGE_KEYS, postcodeFits } from '#shared/validation';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { diffChanges, parseFieldChanges } from '#server/lib/field-changes';
import { insertAudit } from '#server/modules/audit/audit.service';
import { fileUrl, type FileStore } from '#server/modules/files/files.service';
import type { InvitationService } from '#server/modules/invitations/invitations.service';
import * as members from '#server/modules/members/members.service';
import * as q from './organisations.queries';

// What other modules use of this module's parts.
export { countOrganisations, findOrganisation, insertOrganisation } from './organisations.queries';

type CreateOrganisationInput = z.output<typeof createOrganisationBodySchema>;
type PictureInput = z.output<typeof organisationPictureInputSchema>;

export function toOrganisation(row: q.OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    url: row.url,
    timeZone: row.timeZone,
    logoFileId: row.logoFileId,
    logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
    vatId: row.vatId,
    taxNumber: row.taxNumber,
    creatorId: row.createdBy,
    departmentCount: row.departmentCount,
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPicture(row: q.PictureRow): OrganisationPicture {
  return {
    id: row.id,
    organisationId: row.organisationId,
    fileId: row.fileId,
    url: row.fileId ? fileUrl(row.fileId) : null,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createOrganisationService(deps: {
  db: Db;
  files: FileStore;
  invitations: InvitationService;
}) {
  const { db } = deps;

  async function get(id: string) {
    const row = await q.findOrganisation(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Adds pictures after the existing ones, within the limit; the caller holds the organisation's lock. */
  async function addPictures(
    tx: Db,
    organisationId: string,
    pictures: PictureInput[],
    actorId: string,
  ) {
    const existing = await q.countPictures(tx, organisationId);
    if (existing.count + pictures.length > MAX_ORGANISATION_PICTURES) {
      throw new AppError('VALIDATION_FAILED', [{ field: 'pictures', key: 'Too_many_pictures' }]);
    }
    const rows = await q.insertPictures(
      tx,
      pictures.map((picture, index) => ({
        organisationId,
        fileId: picture.fileId,
        description: picture.description,
        sortOrder: existing.lastSortOrder + 1 + index,
      })),
    );
    for (const row of rows) {
      await insertAudit(tx, {
        actorId,
        entityType: 'picture',
        entityId: row.id,
        action: 'create',
        changes: [
          { field: 'organisationId', old: null, new: organisationId },
          { field: 'fileId', old: null, new: row.fileId },
          { field: 'description', old: null, new: row.description },
        ],
      });
    }
    return rows;
  }

  return {
    list: (params: members.ListParams<q.OrganisationSort>) => q.pageOrganisations(db, params),
    get,

    /** The creator is the acting administrator, never a value from the body. */
    async create(input: CreateOrganisationInput, actorId: string) {
      await deps.files.requireImages([
        { fileId: input.logoFileId, field: 'logoFileId' },
        ...input.pictures.map((picture, index) => ({
          fileId: picture.fileId,
          field: `pictures.${index}.fileId`,
        })),
      ]);
      return db.transaction(async (tx) => {
        const { pictures, ...fields } = input;
        const id = await q.insertOrganisation(tx, {
          name: fields.name,
          address: fields.address,
          postcode: fields.postcode,
          city: fields.city,
          country: fields.country,
          url: fields.url,
          logoFileId: fields.logoFileId ?? null,
          createdBy: actorId,
        });
        await insertAudit(tx, {
          actorId,
          entityType: 'organisation',
          entityId: id,
          action: 'create',
          changes: Object.entries(fields).map(([field, value]) => ({
            field,
            old: null,
            new: value ?? null,
          })),
        });
        await addPictures(tx, id, pictures, actorId);
        return (await q.findOrganisation(tx, id))!;
      });
    },

    /** Applies only the changed fields, all or nothing, and records old and new values. */
    async change(id: string, changes: FieldChanges, actorId: string) {
      const parsed = parseFieldChanges(changes, organisationFields);
      await deps.files.requireImages([{ fileId: parsed.logoFileId, field: 'logoFileId' }]);
      return db.transaction(async (tx) => {
        const before = await q.findOrganisation(tx, id);
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
        await q.updateOrganisation(tx, id, parsed);
        const diff = diffChanges(before, parsed);
        if (diff.length > 0) {
          await insertAudit(tx, {
            actorId,
            entityType: 'organisation',
            entityId: id,
            action: 'update',
            changes: diff,
          });
        }
        return (await q.findOrganisation(tx, id))!;
      });
    },

    /**
     * Organisations are archived, never destroyed: their departments, requests and placements
     * stay in the history. An archived organisation leaves every list and cannot be opened, nor
     * can its departments, users or pictures.
     */
    async archive(ids: string[], actorId: string) {
      return db.transaction(async (tx) => {
        const archived = await q.archiveOrganisations(tx, ids);
        for (const { id } of archived) {
          await insertAudit(tx, {
            actorId,
            entityType: 'organisation',
            entityId: id,
            action: 'archive',
          });
        }
        return { deleted: 0, archived: archived.length };
      });
    },

    // Organisation users (ORG_ADMIN)

    async listMembers(organisationId: string, params: members.ListParams<members.MemberSort>) {
      await get(organisationId);
      return members.pageMembers(db, { scope: 'organisation', organisationId }, params);
    },

    /** Ends the memberships; the accounts stay (they are deactivated under persons). */
    async removeMembers(organisationId: string, userIds: string[], actorId: string) {
      await get(organisationId);
      return db.transaction(async (tx) => {
        const removed = await members.removeMembers(
          tx,
          { scope: 'organisation', organisationId },
          userIds,
        );
        for (const userId of removed) {
          await insertAudit(tx, {
            actorId,
            entityType: 'organisation',
            entityId: organisationId,
            action: 'member_removed:user',
            changes: [{ field: 'member', old: userId, new: null }],
          });
        }
        return { deleted: removed.length, archived: 0 };
      });
    },

    async requireMember(organisationId: string, userId: string) {
      await get(organisationId);
      if (!(await members.isMember(db, { scope: 'organisation', organisationId }, userId)))
        throw new AppError('NOT_FOUND');
    },

    async invite(organisationId: string, email: string, actorId: string, language: Language) {
      await get(organisationId);
      return deps.invitations.invite({
        email,
        membership: 'organisation_user',
        organisationId,
        invitedBy: actorId,
        language,
      });
    },

    // Pictures

    async listPictures(organisationId: string) {
      await get(organisationId);
      return q.listPictures(db, organisationId);
    },

    async getPicture(organisationId: string, pictureId: string) {
      await get(organisationId);
      const row = await q.findPicture(db, organisationId, pictureId);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async addPictures(organisationId: string, pictures: PictureInput[], actorId: string) {
      await deps.files.requireImages(
        pictures.map((picture, index) => ({
          fileId: picture.fileId,
          field: `pictures.${index}.fileId`,
        })),
      );
      return db.transaction(async (tx) => {
        if (!(await q.lockOrganisation(tx, organisationId))) throw new AppError('NOT_FOUND');
        await addPictures(tx, organisationId, pictures, actorId);
        return q.listPictures(tx, organisationId);
      });
    },

    /** Changes the description and/or the file; a null file blanks the picture and keeps its row. */
    async changePicture(
      organisationId: string,
      pictureId: string,
      changes: FieldChanges,
      actorId: string,
    ) {
      const parsed = parseFieldChanges(changes, organisationPictureFields);
      await deps.files.requireImages([{ fileId: parsed.fileId, field: 'fileId' }]);
      return db.transaction(async (tx) => {
        if (!(await q.lockOrganisation(tx, organisationId))) throw new AppError('NOT_FOUND');
        const before = await q.findPicture(tx, organisationId, pictureId);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await q.updatePicture(tx, pictureId, parsed);
        const diff = diffChanges(before, parsed);
        if (diff.length > 0) {
          await insertAudit(tx, {
            actorId,
            entityType: 'picture',
            entityId: pictureId,
            action: parsed.fileId === null && before.fileId !== null ? 'blank' : 'update',
            changes: diff,
          });
        }
        return after;
      });
    },

    /** Pictures are removed (their history stays in the audit log); the files stay, they may be shared. */
    async removePictures(organisationId: string, ids: string[], actorId: string) {
      return db.transaction(async (tx) => {
        if (!(await q.lockOrganisation(tx, organisationId))) throw new AppError('NOT_FOUND');
        const removed = await q.deletePictures(tx, organisationId, ids);
        for (const row of removed) {
          await insertAudit(tx, {
            actorId,
            entityType: 'picture',
            entityId: row.id,
            action: 'delete',
            changes: [
              { field: 'fileId', old: row.fileId, new: null },
              { field: 'description', old: row.description, new: null },
            ],
          });
        }
        return { deleted: removed.length, archived: 0 };
      });
    },
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
