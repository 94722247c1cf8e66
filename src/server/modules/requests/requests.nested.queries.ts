import { sql, type SQL } from 'drizzle-orm';
import type { DutyKind } from '#shared/contracts/on-call';
import { qualified } from '#server/db/paging';
import { parsedJson } from '#server/db/shapes';
import { agencies, applications, requests, shifts, users } from '#server/db/schema/index';

// A request's shifts and applicants as scalar json sub-selects of the statement that reads the
// request: a page or a request with its sub-lists is one statement
// instead of three. Arrays, not objects, keep the json small; times travel as epoch
// milliseconds so no time zone or date style of the session enters them.

/** First three applicants per row of the tables (spec 001 section 9). */
export const APPLICANTS_PER_ROW = 3;

/** The fields of a shift the request views show. */
export interface ShiftDates {
  id: string;
  startsAt: Date;
  endsAt: Date;
  activity: string;
  dutyKind: DutyKind;
  onCallPercent: number | null;
}

/** An applicant as the request views show it. */
export interface ApplicantRow {
  id: string;
  requestId: string;
  userId: string;
  agencyId: string | null;
  agencyName: string | null;
  state: (typeof applications.$inferSelect)['state'];
  hourlyRate: number | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  qualificationLevel: string | null;
  /** How many applicants of this request are shown in total (before the limit). */
  total: number;
}

type Millis = number | string;
type ShiftJson = [
  id: string,
  startsAt: Millis,
  endsAt: Millis,
  activity: string,
  dutyKind: DutyKind,
  onCallPercent: number | null,
];
type ApplicantJson = [
  id: string,
  userId: string,
  agencyId: string | null,
  agencyName: string | null,
  state: ApplicantRow['state'],
  hourlyRate: number | null,
  createdAt: Millis,
  firstName: string,
  lastName: string,
  qualificationLevel: string | null,
  total: number | string,
];

/** Epoch milliseconds of a timestamptz, cut (not rounded) to the millisecond as a JS Date is. */
export const millis = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

// Spelled out with the table's name: Drizzle writes the outer column unqualified, which the
// inner table would capture.
const requestId = qualified(requests.id);
/** The outer request's id, for sub-selects of other modules on a request's statement. */
export const outerRequestId = requestId;

/** The request's shifts in date order (shifts_request_idx), `[]` when none. */
export const shiftsJson = sql<
  ShiftJson[]
>`coalesce((select json_agg(json_build_array(${qualified(shifts.id)}, ${millis(qualified(shifts.startsAt))}, ${millis(qualified(shifts.endsAt))}, ${qualified(shifts.activity)}, ${qualified(shifts.dutyKind)}, ${qualified(shifts.onCallPercent)}) order by ${qualified(shifts.startsAt)}, ${qualified(shifts.id)}) from ${shifts} where ${qualified(shifts.requestId)} = ${requestId}), '[]'::json)`;

/**
 * The request's applicants, each with how many there are in all. 'shown' (the tables): the
 * selected ones when the request has any (external requests show only those), else the
 * applied ones, the first `limit` by application time; 'all' (the detail): every application.
 * The window's count runs before the LIMIT, so it is the total of the shown state.
 * 'shown' reads the request's group (kept by the applications' triggers) instead
 * of probing its applications: 'external' has a selected one, 'open' neither an applied nor a
 * selected one, so an open request's applicants are not looked for at all (the dashboard's
 * open table, most rows of the requests list).
 */
export function applicantsJson(options: { which: 'shown' | 'all'; limit?: number }) {
  const group = qualified(requests.applicationGroup);
  const shownState = sql`case when ${group} = 'external' then 'selected'::application_state else 'applied'::application_state end`;
  const filter =
    options.which === 'shown' ? sql` and ${qualified(applications.state)} = ${shownState}` : sql``;
  const limit = options.limit ? sql` limit ${sql.raw(String(options.limit))}` : sql``;
  const list = applicantsList(filter, limit);
  return options.which === 'shown'
    ? sql<ApplicantJson[]>`case when ${group} = 'open' then '[]'::json else ${list} end`
    : list;
}

/** The applicants' json of applicantsJson, with the state filter and limit given. */
function applicantsList(filter: SQL, limit: SQL) {
  return sql<
    ApplicantJson[]
  >`coalesce((select json_agg(json_build_array(a.id, a.user_id, a.agency_id, a.agency_name, a.state, a.hourly_rate, ${millis(sql`a.created_at`)}, a.first_name, a.last_name, a.qualification_level, a.total) order by a.created_at, a.id) from (
    select ${qualified(applications.id)} as id, ${qualified(applications.userId)} as user_id, ${qualified(applications.agencyId)} as agency_id,
      (select ${qualified(agencies.name)} from ${agencies} where ${qualified(agencies.id)} = ${qualified(applications.agencyId)}) as agency_name,
      ${qualified(applications.state)} as state, ${qualified(applications.hourlyRate)} as hourly_rate, ${qualified(applications.createdAt)} as created_at,
      ${qualified(users.firstName)} as first_name, ${qualified(users.lastName)} as last_name, ${qualified(users.qualificationLevel)} as qualification_level,
      count(*) over () as total
    from ${applications} inner join ${users} on ${qualified(users.id)} = ${qualified(applications.userId)}
    where ${qualified(applications.requestId)} = ${requestId}${filter}
    order by ${qualified(applications.createdAt)}, ${qualified(applications.id)}${limit}) a), '[]'::json)`;
}

export const toShifts = (value: ShiftJson[] | string): ShiftDates[] =>
  parsedJson(value).map(([id, startsAt, endsAt, activity, dutyKind, onCallPercent]) => ({
    id,
    startsAt: new Date(Number(startsAt)),
    endsAt: new Date(Number(endsAt)),
    activity,
    dutyKind,
    onCallPercent,
  }));

export const toApplicants = (
  value: ApplicantJson[] | string,
  requestIdOf: string,
): ApplicantRow[] =>
  parsedJson(value).map(
    ([
      id,
      userId,
      agencyId,
      agencyName,
      state,
      hourlyRate,
      createdAt,
      firstName,
      lastName,
      qualificationLevel,
      total,
    ]) => ({
      id,
      requestId: requestIdOf,
      userId,
      agencyId,
      agencyName,
      state,
      hourlyRate: hourlyRate === null ? null : Number(hourlyRate),
      createdAt: new Date(Number(createdAt)),
      firstName,
      lastName,
      qualificationLevel,
      total: Number(total),
    }),
  );
