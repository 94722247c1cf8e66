import { AppError } from '#server/errors';
import {
  mayAdministerOrganisation,
  resolveScope,
} from '#server/modules/organisation-scope/organisation-scope.service';
import {
  cancelActiveApplications,
  cancelRequests,
} from '#server/modules/requests/requests.service';
import type { RequestActor } from '#server/modules/requests/requests.service';
import type { EngineContext } from './engine.context';
import type { Ladder } from './engine.ladder';
import * as q from './engine.queries';
import { stageDeadline } from './engine.rules';

/** HR's turn on the ladder, once the department's pool did not fill a request. */
export function createHrDecision(
  ctx: EngineContext,
  ladder: Pick<
    Ladder,
    'askPool' | 'candidatesFor' | 'openToAgencies' | 'closed' | 'lockSettled' | 'settleAfterCommit'
  >,
) {
  const { db, clock, requests } = ctx;

  return {
    /**
     * HR's decision on a request whose pool did not fill it: cancel it, or approve external
     * filling (the other departments' pools first, when the organisation gives them time).
     */
    async hrDecision(
      actor: RequestActor,
      requestId: string,
      decision: 'approve_external' | 'cancel',
    ) {
      const found = await requests.find(actor, requestId);
      if (!mayAdministerOrganisation(await resolveScope(db, actor), found.request.organisationId)) {
        throw new AppError('FORBIDDEN');
      }
      await db.transaction(async (tx) => {
        const request = await ladder.lockSettled(tx, requestId);
        if (!request) throw new AppError('NOT_FOUND');
        if (request.state !== 'hr_review') throw new AppError('NOT_IN_HR_REVIEW');
        await q.insertEvents(tx, [
          { requestId, kind: 'hr_decided', actorId: actor.userId, detail: { decision } },
        ]);
        if (decision === 'cancel') {
          await cancelRequests(tx, [requestId], clock.now());
          await cancelActiveApplications(tx, [requestId]);
          await ladder.closed(tx, { cancelled: [requestId], deleted: [] }, actor.userId);
          return;
        }
        const organisation = await q.findOrganisation(tx, request.organisationId);
        const hours = organisation?.otherPoolsTimeLimitHours ?? 0;
        const summary = hours > 0 ? await q.requestSummary(tx, requestId) : undefined;
        const candidates = summary
          ? await ladder.candidatesFor(
              tx,
              request,
              await q.otherDepartmentIds(tx, request.organisationId, request.departmentId),
              summary,
            )
          : [];
        if (candidates.length === 0) {
          await ladder.openToAgencies(tx, request, actor.userId);
          return;
        }
        await q.setRequest(tx, requestId, { state: 'pool_adv' });
        await ladder.askPool(
          tx,
          request,
          'other_pools',
          candidates,
          stageDeadline(clock.now(), hours, request.firstShiftStart, ctx.hourMs),
          actor.userId,
          summary,
        );
      });
      // The other pools' members, asked by one fan-out row above: their rows before the answer.
      // The decision stands even if this fails: the fan-out's task completes it.
      await ladder.settleAfterCommit(requestId);
      return requests.get(actor, requestId);
    },
  };
}
