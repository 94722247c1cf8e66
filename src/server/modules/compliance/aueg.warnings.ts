import { calendarDay } from '#shared/format';
import type { Db } from '#server/db/client';
import { nextGermanWallTime } from '#server/lib/clock';
import { dispatcherIds, hrUserIds } from '#server/modules/directory/directory.service';
import type { Notifier } from '#server/modules/notifications/notifications.service';
import { scheduleTask, type TaskHandler } from '#server/modules/scheduler/scheduler.service';
import * as q from './aueg.queries';
import { addDays, assignmentPeriods, daysOfShift, WARNING_DAYS } from './aueg.rules';

/**
 * The daily AÜG warnings: 4 weeks before a running assignment reaches 9 months
 * (equal pay) or its last allowed day (18 months), the agency's dispatchers and the clinic's HR
 * are told, once per date. The task runs each morning and schedules the next one.
 */

export const AUEG_TASK = 'compliance.aueg-warnings';
export const AUEG_WARNING_KINDS = ['aueg_equal_pay_soon', 'aueg_limit_soon'] as const;

/** Where the warnings lead, under the language root. */
const CLINIC_PATH = '/hospital/requests';
const AGENCY_PATH = '/agency/applied-jobs';

/** The next 07:00 on German clocks after `now` (07:00 on the clock-change days too). */
export function nextWarningRun(now: Date): Date {
  return nextGermanWallTime(now, { hour: 7, minute: 0 });
}

/**
 * A key per day: the handler's own row is still pending while it runs, so scheduling tomorrow
 * under the same key would move that row and the runner would then mark it done (no next run).
 * Process starts and the running task agree on the day, so one chain remains.
 */
export function scheduleAuegWarnings(db: Db, now: Date) {
  const runAt = nextWarningRun(now);
  return scheduleTask(db, { kind: AUEG_TASK, key: `${AUEG_TASK}:${calendarDay(runAt)}`, runAt });
}

/** Sends the warnings due today; answers how many dates were warned about. */
export async function sendAuegWarnings(tx: Db, notifier: Notifier, now: Date): Promise<number> {
  const today = calendarDay(now);
  let warned = 0;
  for (const pair of await q.runningAssignments(tx, now)) {
    const placed = await q.placedShifts(tx, {
      userIds: [pair.userId],
      organisationId: pair.organisationId,
    });
    // The assignment that is running: the first period not over before today.
    const period = assignmentPeriods(placed.flatMap(daysOfShift)).find((each) => each.end >= today);
    if (!period) continue;
    const due = [
      { kind: AUEG_WARNING_KINDS[0], date: period.equalPayFrom },
      { kind: AUEG_WARNING_KINDS[1], date: period.lastAllowedDay },
    ].filter(({ date }) => today >= addDays(date, -WARNING_DAYS) && today <= date);
    for (const { kind, date } of due) {
      const key = `${pair.userId}:${pair.organisationId}:${kind}:${date}`;
      if (await q.warningSent(tx, AUEG_WARNING_KINDS, key)) continue;
      const names = await q.namesOf(tx, pair.userId, pair.organisationId);
      // The worker by id: the app names them when the warning is read, the e-mail through a slot.
      const payload = { key, date, organisation: names.organisation };
      const about = { id: pair.userId, name: names.person };
      const agencyIds = [
        ...new Set(
          placed.flatMap((row) => (row.agencyId && row.endsAt > now ? [row.agencyId] : [])),
        ),
      ];
      const dispatchers = (await Promise.all(agencyIds.map((id) => dispatcherIds(tx, id)))).flat();
      await notifier.notify(tx, { userIds: dispatchers, kind, payload, about, link: AGENCY_PATH });
      await notifier.notify(tx, {
        userIds: await hrUserIds(tx, pair.organisationId),
        kind,
        payload,
        about,
        link: CLINIC_PATH,
      });
      warned += 1;
    }
  }
  return warned;
}

/** The task: today's warnings, then tomorrow's run, in the same transaction. */
export function auegWarningTask(notifier: Notifier): TaskHandler {
  return async (tx, _task, { now }) => {
    await sendAuegWarnings(tx, notifier, now);
    await scheduleAuegWarnings(tx, now);
  };
}
