import type { MyShifts } from '#shared/contracts/engine';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { startOfGermanDay, systemClock, type Clock } from '#server/lib/clock';
import { recentFairness } from '#server/modules/compliance/compliance.service';
import {
  readAfterPending,
  type SettlePending,
} from '#server/modules/notifications/notifications.service';
import { translate } from '#server/i18n/index';
import { hashLinkToken, newLinkToken } from '#server/lib/tokens';
import { listShiftsOf } from '#server/modules/requests/requests.service';
import { toICalendar } from './ical';
import * as q from './my-shifts.queries';
import { calendarDay } from '#shared/format';

const DAY_MS = 86_400_000;
/** The feed keeps recent past shifts, so they do not vanish from the phone's calendar at once. */
const FEED_HISTORY_DAYS = 90;

/** Midnight of today in Germany, as an instant ("from today on" means the German day). */
export function startOfTodayInGermany(now: Date): Date {
  return startOfGermanDay(calendarDay(now));
}

/**
 * The pool member's side of the engine: what they are asked, what they accepted, where they are
 * booked, and a private iCalendar feed of their booked shifts (the token is the authorisation;
 * only its SHA-256 is stored, and a new one replaces the old).
 */
export function createMyShiftsService(deps: {
  db: Db;
  publicUrl: string;
  clock?: Clock;
  /** The engine's: the member's offers of a pool not yet written. */
  settlePending?: SettlePending;
}) {
  const { db, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const host = new URL(publicUrl).hostname;

  return {
    async shifts(userId: string): Promise<MyShifts> {
      const at = now();
      const today = startOfTodayInGermany(at);
      const [offers, accepted, upcoming, stats, recent] = await readAfterPending(
        userId,
        () =>
          Promise.all([
            q.openOffers(db, userId, at),
            q.acceptedOffers(db, userId, at),
            q.bookedRequests(db, userId, today),
            q.stats(db, userId),
            recentFairness(db, [userId], at),
          ]),
        deps.settlePending,
      );
      const requestIds = [...offers, ...accepted, ...upcoming].map((row) => row.request.id);
      const shiftRows = await listShiftsOf(db, [...new Set(requestIds)]);
      const datesOf = (requestId: string, from?: Date) =>
        shiftRows
          .filter((shift) => shift.requestId === requestId && (!from || shift.endsAt >= from))
          .map((shift) => ({
            startDate: shift.startsAt.getTime(),
            endDate: shift.endsAt.getTime(),
          }));
      const requestOf = (row: q.MyRequestRow, from?: Date) => ({
        _id: row.id,
        title: row.title,
        state: row.state,
        organisationName: row.organisationName,
        organisationTimeZone: row.organisationTimeZone,
        departmentName: row.departmentName,
        dates: datesOf(row.id, from),
      });
      return {
        offers: offers.map((row) => ({
          offerId: row.offerId,
          request: requestOf(row.request),
          askedAt: row.askedAt.toISOString(),
          deadlineAt: row.request.deadlineAt?.toISOString() ?? null,
        })),
        accepted: accepted.map((row) => ({
          offerId: row.offerId,
          request: requestOf(row.request),
        })),
        // Only the dates still ahead (today included) of a booked request.
        upcoming: upcoming.map((row) => ({ request: requestOf(row.request, today) })),
        // The same figures the manager's pick dialog shows about this person.
        stats: { ...stats, lastFourWeeks: recent.get(userId)! },
      };
    },

    /** A new private feed URL; the previous one stops working. */
    async rotateCalendarFeed(userId: string) {
      const { token, hash } = newLinkToken();
      await q.setCalendarTokenHash(db, userId, hash);
      return { url: `${publicUrl}/api/calendar/${token}.ics` };
    },

    /** The feed of the token's owner; an unknown or replaced token is not found. */
    async calendarFeed(token: string): Promise<string> {
      const owner = await q.findCalendarOwner(db, hashLinkToken(token));
      if (!owner) throw new AppError('NOT_FOUND');
      const rows = await q.bookedShifts(
        db,
        owner.userId,
        new Date(now().getTime() - FEED_HISTORY_DAYS * DAY_MS),
      );
      const page = `${publicUrl}/${owner.language}/my-shifts`;
      return toICalendar({
        productId: '-//Staffing Marketplace//My shifts//EN',
        name: translate(owner.language, 'messages.calendarName'),
        events: rows.map((row) => ({
          uid: `shift-${row.id}@${host}`,
          start: row.startsAt,
          end: row.endsAt,
          stamp: row.bookedAt,
          summary: `${row.title} – ${row.organisationName}`,
          location: [row.departmentName, row.organisationName].filter(Boolean).join(', '),
          description: page,
        })),
      });
    },
  };
}

export type MyShiftsService = ReturnType<typeof createMyShiftsService>;
