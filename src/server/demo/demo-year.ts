import { calendarDay } from '#shared/format';
import { and, lt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createFileStore } from '#server/modules/files/files.service';
import { isInProcess, type Db } from '#server/db/client';
import { notifications, outboxTable as outbox } from '#server/db/schema/index';
import { createAgenda } from './agenda';
import { planBilling } from './billing';
import { createDemoDriver } from './driver';
import { createHours } from './hours';
import { createHistory, planYear } from './history';
import { livePresent } from './present';
import { DAY, HOUR, berlinAt, seededRandom } from './random';
import { createSteps } from './steps';
import { buildWorld, demoWorldExists } from './structure';

/** The demo's one seed: the same start day gives the same year. */
export const DEMO_SEED = 20_261_125;
/** How far ahead of a request's posting the agenda is played before its story. */
const STORY_DAYS = 3;

export interface DemoHistoryOptions {
  /** The app's clock: the year ends here. */
  now: Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where the staff documents' files go (DATA_DIR/files). */
  filesRoot: string;
  password: string;
}

/**
 * A year of a living demo on top of seedDemo()'s accounts:
 * two clinics, their wards and pools, three agencies, and about twelve months of requests made
 * through the services the API uses. Idempotent: once its second clinic exists, nothing happens.
 * Returns how many requests it made (0 on a second start).
 */
export async function seedDemoHistory(
  db: Db,
  options: DemoHistoryOptions,
): Promise<{ requests: number; failures: string[] }> {
  if (await demoWorldExists(db)) return { requests: 0, failures: [] };
  // PGlite's one session writes the year without the report rollups' triggers and rebuilds them
  // once at the end (a tenth of the start's time); a server's pooled sessions keep them.
  const paused = isInProcess(db);
  if (paused) await db.execute(sql`set app.report_rollups = 'paused'`);
  try {
    return await playYear(db, options);
  } finally {
    if (paused) {
      await db.execute(sql`reset app.report_rollups`);
      await db.execute(sql`select report_rollups_rebuild()`);
    }
  }
}

async function playYear(
  db: Db,
  options: DemoHistoryOptions,
): Promise<{ requests: number; failures: string[] }> {
  const { now } = options;
  const today = calendarDay(now);
  const random = seededRandom(DEMO_SEED);
  const store = createFileStore({ db, root: options.filesRoot });
  const world = await buildWorld(db, { store, now, today, random, password: options.password });

  const start = new Date(now.getTime() - 366 * DAY);
  const failures: string[] = [];
  const agenda = createAgenda(failures);
  // The task runner never runs ahead of the agenda (the present's deadlines fall between its events).
  const catchUp = (instant: Date) => agenda.until(instant);
  const driver = createDemoDriver(db, {
    log: options.log,
    publicUrl: options.publicUrl,
    start,
    catchUp,
  });
  const steps = createSteps(db, driver, random);
  const history = createHistory(driver, steps, random, world.agencies);
  const plans = planYear(world, today, random);
  // Hours and invoices draw their own dice: the requests' year stays as it was without them.
  const money = seededRandom(DEMO_SEED + 1);
  const hours = createHours(db, driver, money, world, agenda, { now, today });
  await planBilling(db, driver, money, agenda, { start, now });
  for (const plan of plans) {
    // What is due before this request's story ends happens first (a story lasts under two days).
    await agenda.until(new Date(berlinAt(plan.day, plan.postHour).getTime() + STORY_DAYS * DAY));
    try {
      await history.live(plan);
    } catch (error) {
      // One story that does not work out must not stop the server's start; the tests demand none.
      failures.push(
        `${plan.day} ${plan.ward.name} ${plan.outcome}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await hours.collect();
  }
  await agenda.until(new Date(now.getTime() - 4 * DAY));

  await livePresent(steps, world, now, today, random);
  await hours.collect();
  await agenda.until(now);

  await driver.restamp();

  await settlePast(db, now);
  if (failures.length)
    options.log.warn(
      { failures: failures.slice(0, 5) },
      `demo year: ${failures.length} requests did not play out`,
    );
  return { requests: plans.length, failures };
}

/**
 * What the past would have settled: people read their older notifications (the last days stay
 * unread, so every bell shows some), and the outbox delivered what is older than an hour.
 */
async function settlePast(db: Db, now: Date) {
  const readBefore = new Date(now.getTime() - 5 * DAY);
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '2 hours'` })
    .where(and(lt(notifications.createdAt, readBefore), isNull(notifications.readAt)));
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`${outbox.createdAt} + interval '1 minute'`, attempts: 1 })
    .where(
      and(lt(outbox.createdAt, new Date(now.getTime() - HOUR)), sql`${outbox.status} = 'pending'`),
    );
}
