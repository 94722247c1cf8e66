import { AppError } from '#server/errors';
import { insertAudit } from '#server/modules/audit/audit.service';
import type { RequestActor, RequestContext } from './requests.context';
import { groupBy } from './requests.mapping';
import {
  findOrganisationForRequest,
  findRequestsForUpdate,
  listShiftsOf,
} from './requests.queries';
import {
  cancelActiveApplications,
  cancelRequests,
  deleteRequests,
  requestIdsWithActiveApplications,
} from './requests.writing.queries';

// Deleting and cancelling requests, and telling the people who were booked on them.

export function createRequestRemoval({
  deps,
  db,
  mailer,
  clock,
  scopeOf,
  toScope,
}: RequestContext) {
  return {
    /**
     * Deletes requests nobody was booked on; cancels (and keeps) those with an applied or
     * selected person, and tells each of them through the outbox, in the same transaction.
     * Any id outside the scope refuses the whole call: nothing changes.
     */
    async remove(actor: RequestActor, ids: string[]) {
      const scope = toScope(await scopeOf(actor));
      const wanted = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await findRequestsForUpdate(tx, scope, wanted);
        if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
        const alreadyCancelled = rows
          .filter((row) => row.state === 'cancelled')
          .map((row) => row.id);
        const live = rows.filter((row) => row.state !== 'cancelled');
        const booked = await requestIdsWithActiveApplications(
          tx,
          live.map((row) => row.id),
        );
        const toCancel = live.filter((row) => booked.has(row.id));
        const toDelete = live.filter((row) => !booked.has(row.id)).map((row) => row.id);

        await cancelRequests(
          tx,
          toCancel.map((row) => row.id),
          clock.now(),
        );
        const people = await cancelActiveApplications(
          tx,
          toCancel.map((row) => row.id),
        );
        if (people.length) {
          const details = await listShiftsOf(
            tx,
            toCancel.map((row) => row.id),
          );
          const shiftsOf = groupBy(details, (row) => row.requestId);
          const organisationsById = new Map<string, { name: string; timeZone?: string }>();
          for (const row of toCancel) {
            if (!organisationsById.has(row.organisationId)) {
              organisationsById.set(
                row.organisationId,
                (await findOrganisationForRequest(tx, row.organisationId)) ?? { name: '' },
              );
            }
          }
          for (const person of people) {
            const request = toCancel.find((row) => row.id === person.requestId)!;
            await mailer.enqueue(tx, {
              to: person.email,
              language: person.language,
              mail: {
                template: 'request_cancelled',
                firstName: person.firstName,
                title: request.title,
                organisation: organisationsById.get(request.organisationId)?.name ?? '',
                dates: (shiftsOf.get(request.id) ?? []).map((shift) => ({
                  start: shift.startsAt,
                  end: shift.endsAt,
                })),
                timeZone: organisationsById.get(request.organisationId)?.timeZone,
              },
            });
          }
        }
        // Before the delete: the engine still reads who was asked on the deleted requests.
        await deps.lifecycle?.closed(
          tx,
          { cancelled: toCancel.map((row) => row.id), deleted: toDelete },
          actor.userId,
        );
        await deleteRequests(tx, toDelete);
        for (const row of toCancel) {
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'request',
            entityId: row.id,
            action: 'cancel',
            changes: [{ field: 'state', old: row.state, new: 'cancelled' }],
          });
        }
        for (const id of toDelete) {
          const row = rows.find((candidate) => candidate.id === id)!;
          await insertAudit(tx, {
            actorId: actor.userId,
            entityType: 'request',
            entityId: id,
            action: 'delete',
            changes: [{ field: 'title', old: row.title, new: null }],
          });
        }
        return {
          deleted: toDelete,
          cancelled: [...toCancel.map((row) => row.id), ...alreadyCancelled],
        };
      });
    },
  };
}
