import { rm, stat } from 'node:fs/promises';
import { RETENTION, RETENTION_RUN_TIME } from '#shared/retention';
import { wallClock, zonedInstant } from '#shared/format';
import type { Db } from '#server/db/client';
import { nextGermanWallTime } from '#server/lib/clock';
import { scheduleTask, type TaskHandler } from '#server/modules/scheduler/scheduler.service';
import * as q from './retention.queries';

/** Retention: what is deleted when, every night. */

const DAY_MS = 24 * 3_600_000;

export const RETENTION_TASK = 'retention.daily';

type CalendarDay = { year: number; month: number; day: number };

/** The same day `months` earlier in the calendar; the 31st becomes the month's last day. */
function monthsBefore(day: CalendarDay, months: number): CalendarDay {
  const index = day.year * 12 + (day.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, lastDay) };
}

/**
 * Everything before these instants goes. Logs by Germany's calendar (from the start of the day six
 * months ago); the rest by elapsed time, so "30 days" is 30 × 24 hours to the minute.
 */
export function retentionCutoffs(now: Date) {
  const logDay = monthsBefore(wallClock(now), RETENTION.logMonths);
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    logs: new Date(zonedInstant(logDay, { hour: 0, minute: 0 })),
    uploads: daysBefore(RETENTION.unusedUploadDays),
    invitations: daysBefore(RETENTION.expiredInvitationDays),
    sessions: daysBefore(RETENTION.expiredSessionDays),
  };
}

/** The next 03:30 in Germany after `now`. */
export function nextRetentionRun(now: Date): Date {
  return nextGermanWallTime(now, RETENTION_RUN_TIME);
}

/**
 * Schedules the next run (at every start, and by each run). The key names the run's day: a restart
 * finds that night's pending task, while the running task (pending until its handler returns) is
 * not replaced by the next night's.
 */
export function scheduleRetentionRun(db: Db, now: Date) {
  const runAt = nextRetentionRun(now);
  const day = wallClock(runAt);
  const key = `${RETENTION_TASK}:${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  return scheduleTask(db, { kind: RETENTION_TASK, key, runAt });
}

export interface RetentionResult {
  auditRecords: number;
  sentMail: number;
  /** Prepared mails that no outbox row fills in any more. */
  preparedMails: number;
  /** Pool fan-outs completed the day before or earlier. */
  fanouts: number;
  sessions: number;
  tokens: number;
  invitations: number;
  uploads: number;
  storedFiles: number;
}

/**
 * Removes stored bytes no row holds. A file written since the upload cutoff is kept: it may be the
 * same bytes uploaded again a moment ago, whose row is not yet there.
 */
async function removeBytes(pathOf: (sha256: string) => string, hashes: string[], cutoff: Date) {
  let removed = 0;
  for (const hash of hashes) {
    const target = pathOf(hash);
    const info = await stat(target).catch(() => undefined);
    if (!info || info.mtime >= cutoff) continue;
    await rm(target, { force: true });
    removed += 1;
  }
  return removed;
}

/** One run: every period of RETENTION applied at `now`. */
export async function runRetention(
  db: Db,
  now: Date,
  store: { pathOf(sha256: string): string },
): Promise<RetentionResult> {
  const cutoffs = retentionCutoffs(now);
  const deletedHashes = await q.deleteUnattachedFilesBefore(
    db,
    cutoffs.uploads,
    await q.fileReferences(db),
  );
  return {
    auditRecords: await q.deleteAuditRecordsBefore(db, cutoffs.logs),
    sentMail: await q.deleteSentMailBefore(db, cutoffs.logs),
    preparedMails: await q.deleteUnusedPreparedMailsBefore(db, cutoffs.logs),
    fanouts: await q.deleteDoneFanouts(db),
    sessions: await q.deleteSessionsExpiredBy(db, cutoffs.sessions),
    tokens: await q.deleteDeadTokens(db, cutoffs.sessions),
    invitations: await q.deleteInvitationsExpiredBy(db, cutoffs.invitations),
    uploads: deletedHashes.length,
    storedFiles: await removeBytes(
      store.pathOf,
      await q.hashesWithoutRows(db, deletedHashes),
      cutoffs.uploads,
    ),
  };
}

/** The task: today's run, then tomorrow's scheduled in the same transaction. */
export function retentionTask(
  store: { pathOf(sha256: string): string },
  log?: { info(obj: object, msg: string): void },
): TaskHandler {
  return async (tx, _task, { now }) => {
    const result = await runRetention(tx, now, store);
    log?.info({ retention: result }, 'retention run');
    await scheduleRetentionRun(tx, now);
  };
}
