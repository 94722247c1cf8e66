import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '#shared/retention';
import {
  agencies,
  auditLog,
  files,
  invitations,
  outbox,
  outboxTable,
  sessions,
  userTokens,
} from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import { berlin, DAY, DST_NIGHTS, HOUR } from '#server/test/clock-fixtures';
import { createUser } from '#server/test/factories';
import { vettedAgency } from '#server/test/tenants';
import { findTasks } from '#server/modules/scheduler/scheduler.queries';
import { fileReferences } from './retention.queries';
import {
  nextRetentionRun,
  retentionCutoffs,
  runRetention,
  scheduleRetentionRun,
  RETENTION_TASK,
} from './retention.service';

// Retention: each period at its boundary, kept at exactly the period, gone one minute later.

const NOW = berlin('2026-11-26T03:30');
const MINUTE = 60_000;
const ctx = useTestContext({ clock: fixedClock(NOW) });
let root: string;
const store = { pathOf: (sha256: string) => path.join(root, sha256.slice(0, 2), sha256) };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'retention-files-'));
});

const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function storedFile(sha256: string, createdAt: Date) {
  const target = store.pathOf(sha256);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, sha256);
  // The bytes were written when they were uploaded.
  await utimes(target, createdAt, createdAt);
  const [row] = await ctx.db
    .insert(files)
    .values({ sha256, mimeType: 'image/png', size: 1, originalName: 'x.png', createdAt })
    .returning();
  return row!.id;
}

const present = async (
  table: typeof sessions | typeof userTokens | typeof invitations | typeof files,
  ids: string[],
) =>
  (await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, ids)))
    .map((row) => row.id)
    .sort();

describe('retention periods', () => {
  it('logs go from the start of the German day six months back', () => {
    expect(retentionCutoffs(NOW).logs).toEqual(berlin('2026-05-26T00:00'));
    // The 31st of a month with no 31st six months earlier: the month's last day.
    expect(retentionCutoffs(berlin('2026-08-31T12:00')).logs).toEqual(berlin('2026-02-28T00:00'));
    expect(retentionCutoffs(berlin('2027-01-10T12:00')).logs).toEqual(berlin('2026-07-10T00:00'));
  });

  it('runs every night at 03:30 in Germany, the clock-change nights too', () => {
    expect(nextRetentionRun(berlin('2026-11-26T03:29'))).toEqual(berlin('2026-11-26T03:30'));
    expect(nextRetentionRun(berlin('2026-11-26T03:30'))).toEqual(berlin('2026-11-27T03:30'));
    // The nights the clocks change: 03:30 comes 2½ hours after midnight in spring, 4½ in autumn.
    expect(
      nextRetentionRun(berlin('2027-03-28T00:30')).getTime() - berlin('2027-03-28T00:30').getTime(),
    ).toBe(2 * HOUR);
    expect(
      nextRetentionRun(berlin('2027-10-31T00:30')).getTime() - berlin('2027-10-31T00:30').getTime(),
    ).toBe(4 * HOUR);
    for (const night of DST_NIGHTS)
      expect(nextRetentionRun(night.now), night.name).toEqual(
        new Date(night.end.getTime() - 150 * MINUTE),
      );
  });
});

describe('the retention run', () => {
  it('deletes audit records and sent mail older than six months, not a minute younger', async () => {
    const cutoff = retentionCutoffs(NOW).logs;
    const [kept, gone] = await ctx.db
      .insert(auditLog)
      .values([
        { entityType: 'retention-test', entityId: 'kept', action: 'update', createdAt: cutoff },
        {
          entityType: 'retention-test',
          entityId: 'gone',
          action: 'update',
          createdAt: new Date(cutoff.getTime() - MINUTE),
        },
      ])
      .returning();
    const mail = (status: 'sent' | 'pending', createdAt: Date) => ({
      recipient: 'old@example.com',
      language: 'en' as const,
      template: 'retention-test',
      subject: 's',
      bodyText: 't',
      status,
      createdAt,
    });
    await ctx.db.insert(outboxTable).values([
      mail('sent', cutoff),
      mail('sent', new Date(cutoff.getTime() - MINUTE)),
      // Never delivered: stays until the outbox is done with it.
      mail('pending', new Date(cutoff.getTime() - DAY)),
    ]);
    const result = await runRetention(ctx.db, NOW, store);
    expect(result.auditRecords).toBe(1);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'retention-test'));
    expect(audit.map((row) => row.id)).toEqual([kept!.id]);
    expect(gone).toBeDefined();
    const left = await ctx.db.select().from(outbox).where(eq(outbox.template, 'retention-test'));
    expect(left.map((row) => row.status).sort()).toEqual(['pending', 'sent']);
  });

  it('deletes expired sessions and dead single-use links at once', async () => {
    const user = await createUser(ctx.db);
    const [expired, valid, justNow] = await ctx.db
      .insert(sessions)
      .values([
        { userId: user.id, expiresAt: ago(MINUTE) },
        { userId: user.id, expiresAt: later(MINUTE) },
        // Expires this instant: kept until the next night's run.
        { userId: user.id, expiresAt: NOW },
      ])
      .returning();
    const token = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: user.id,
      kind: 'password_reset' as const,
      tokenHash,
      expiresAt,
      usedAt,
    });
    const [expiredToken, validToken, usedToken] = await ctx.db
      .insert(userTokens)
      .values([
        token('retention-a', ago(MINUTE)),
        token('retention-b', later(MINUTE)),
        token('retention-c', later(DAY), ago(MINUTE)),
      ])
      .returning();
    await runRetention(ctx.db, NOW, store);
    expect(await present(sessions, [expired!.id, valid!.id, justNow!.id])).toEqual(
      [valid!.id, justNow!.id].sort(),
    );
    expect(await present(userTokens, [expiredToken!.id, validToken!.id, usedToken!.id])).toEqual([
      validToken!.id,
    ]);
  });

  it(`deletes unanswered invitations ${RETENTION.expiredInvitationDays} days after they expired`, async () => {
    const period = RETENTION.expiredInvitationDays * DAY;
    const invitation = (email: string, expiresAt: Date, status = 'pending') => ({
      email,
      role: 'USER' as const,
      membership: 'person',
      tokenHash: `retention-${email}`,
      language: 'en' as const,
      expiresAt,
      status,
    });
    const [exactly, beyond, markedExpired, accepted] = await ctx.db
      .insert(invitations)
      .values([
        invitation('exactly@example.com', ago(period)),
        invitation('beyond@example.com', ago(period + MINUTE)),
        invitation('marked@example.com', ago(period + MINUTE), 'expired'),
        // Answered: part of the membership's history, not retention's to delete.
        invitation('accepted@example.com', ago(period + DAY), 'accepted'),
      ])
      .returning();
    await runRetention(ctx.db, NOW, store);
    const ids = [exactly!.id, beyond!.id, markedExpired!.id, accepted!.id];
    expect(await present(invitations, ids)).toEqual([exactly!.id, accepted!.id].sort());
  });

  it(`deletes uploads nothing refers to after ${RETENTION.unusedUploadDays} days, with their bytes`, async () => {
    const period = RETENTION.unusedUploadDays * DAY;
    const exactly = await storedFile('aa'.repeat(32), ago(period));
    const beyond = await storedFile('bb'.repeat(32), ago(period + MINUTE));
    const logo = await storedFile('cc'.repeat(32), ago(period + DAY));
    // Same bytes in two rows: the bytes stay while the younger row holds them.
    const sharedOld = await storedFile('dd'.repeat(32), ago(period + DAY));
    const sharedYoung = await storedFile('dd'.repeat(32), ago(DAY));
    const agency = await vettedAgency(ctx.db, 'Retention Agentur');
    await ctx.db.update(agencies).set({ logoFileId: logo }).where(eq(agencies.id, agency.id));

    const result = await runRetention(ctx.db, NOW, store);
    expect(await present(files, [exactly, beyond, logo, sharedOld, sharedYoung])).toEqual(
      [exactly, logo, sharedYoung].sort(),
    );
    expect(result.storedFiles).toBe(1);
    expect((await readdir(path.join(root, 'bb'))).length).toBe(0);
    expect(await readdir(path.join(root, 'dd'))).toEqual(['dd'.repeat(32)]);
  });

  it('keeps every upload a table refers to: the references come from the schema', async () => {
    const references = await fileReferences(ctx.db);
    expect(references).toEqual(
      expect.arrayContaining([
        { table: 'agencies', column: 'logo_file_id' },
        { table: 'organisations', column: 'logo_file_id' },
        { table: 'organisation_pictures', column: 'file_id' },
        { table: 'staff_documents', column: 'file_id' },
      ]),
    );
  });
});

describe('the retention task', () => {
  it('runs at 03:30 in Germany and schedules the next night in the same transaction', async () => {
    await scheduleRetentionRun(ctx.db, ago(HOUR));
    expect(await ctx.app.taskRunner.runDue(ago(MINUTE))).toBe(0);
    expect(await ctx.app.taskRunner.runDue(NOW)).toBe(1);
    const tasks = await findTasks(ctx.db, RETENTION_TASK);
    const pending = tasks.filter((task) => task.doneAt === null);
    expect(pending.map((task) => task.runAt)).toEqual([berlin('2026-11-27T03:30')]);
  });
});
