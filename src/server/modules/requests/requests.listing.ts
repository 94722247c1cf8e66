import type { z } from 'zod';
import { AppError } from '#server/errors';
import {
  MAX_CALENDAR_WINDOW_DAYS,
  type CalendarShift,
  type calendarQuerySchema,
  type listRequestsQuerySchema,
} from '#shared/contracts/requests';
import {
  MAX_CALENDAR_SHIFTS,
  REQUEST_CHECK_KEYS,
  fail,
  type RequestActor,
  type RequestContext,
} from './requests.context';
import { listCalendarShifts, pageRequests } from './requests.listing.queries';
import { toRequest } from './requests.mapping';
import { findRequestWithShifts, type ExtraColumns } from './requests.queries';

// Reading: the requests tables, the calendar and one request.

type ListQuery = z.output<typeof listRequestsQuerySchema>;
type CalendarQuery = z.output<typeof calendarQuerySchema>;

export function createRequestListing({
  db,
  clock,
  scopeOf,
  toScope,
  load,
  detail,
}: RequestContext) {
  return {
    /**
     * Without `from` the window opens now: the tables show requests that are not over yet, and
     * an organisation's history never enters the query. Past requests need an explicit `from`.
     */
    async list(actor: RequestActor, query: ListQuery) {
      const scope = toScope(await scopeOf(actor));
      const page = await pageRequests(db, scope, {
        ...query,
        from: query.from ? new Date(query.from) : clock.now(),
        to: query.to ? new Date(query.to) : undefined,
      });
      return { items: page.rows.map(toRequest), total: page.total, totalCapped: page.totalCapped };
    },

    async calendar(actor: RequestActor, query: CalendarQuery): Promise<{ items: CalendarShift[] }> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) fail([{ field: 'to', key: REQUEST_CHECK_KEYS.dateOrder }]);
      if (to.getTime() - from.getTime() > MAX_CALENDAR_WINDOW_DAYS * 86_400_000) {
        fail([{ field: 'to', key: REQUEST_CHECK_KEYS.windowTooLong }]);
      }
      const scope = toScope(await scopeOf(actor));
      const rows = await listCalendarShifts(
        db,
        scope,
        { from, to, organisationId: query.organisationId, departmentId: query.departmentId },
        MAX_CALENDAR_SHIFTS,
      );
      return {
        items: rows.map((row) => ({
          shiftId: row.shiftId,
          requestId: row.requestId,
          title: row.title,
          state: row.state,
          departmentName: row.departmentName,
          organisationTimeZone: row.organisationTimeZone,
          start: row.startsAt.getTime(),
          end: row.endsAt.getTime(),
        })),
      };
    },

    async get(actor: RequestActor, id: string) {
      return detail(toScope(await scopeOf(actor)), id);
    },

    /** One request in the actor's scope, unmapped; NOT_FOUND outside it (for modules acting on requests). */
    async find(actor: RequestActor, id: string) {
      return load(toScope(await scopeOf(actor)), id);
    },

    /** The request's id, organisation and kind with its shifts in date order (and `extra` columns), one statement; NOT_FOUND outside the scope. */
    async findWithShifts<E extends Record<string, unknown> = Record<never, never>>(
      actor: RequestActor,
      id: string,
      extra?: ExtraColumns<E>,
    ) {
      const row = await findRequestWithShifts(db, toScope(await scopeOf(actor)), id, extra);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}
