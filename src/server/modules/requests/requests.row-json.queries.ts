import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '#server/db/paging';
import { parsedJson } from '#server/db/shapes';
import { departments, organisations, requests, type RequestRow } from '#server/db/schema/index';
import {
  millis,
  toApplicants,
  toShifts,
  type ApplicantRow,
  type ShiftDates,
} from './requests.nested.queries';

// A request as the views show it, read as one json column of its statement: the requests list's page was 38 columns per row (the whole request row, its
// names, its shifts and applicants), and PGlite's protocol parser slices and decodes each field
// on its own, then Drizzle maps each; one array per row is one field, parsed by one JSON.parse.

/** The request's columns the views show (toRequest), in the order of the json array. */
export type ShownRequest = Pick<
  RequestRow,
  | 'id'
  | 'kind'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'organisationId'
  | 'departmentId'
  | 'state'
  | 'skills'
  | 'shiftType'
  | 'contractType'
  | 'qualification'
  | 'field'
  | 'timeLimitHours'
  | 'payActive'
  | 'payOnCall'
  | 'accommodation'
  | 'specialistRequired'
  | 'residentAccepted'
  | 'startsImmediately'
  | 'createdAt'
  | 'updatedAt'
>;

/** A request with its names, shifts and the applicants its view shows: what toRequest maps. */
export interface ShownRequestRow {
  request: ShownRequest;
  organisationName: string;
  organisationTimeZone: string;
  departmentName: string | null;
  shifts: ShiftDates[];
  applicants: ApplicantRow[];
}

type Millis = number | string;
type RequestJson = [
  id: string,
  kind: ShownRequest['kind'],
  title: string,
  subtitle: string,
  description: string,
  organisationId: string,
  departmentId: string | null,
  state: ShownRequest['state'],
  skills: string[],
  shiftType: string | null,
  contractType: string | null,
  qualification: string | null,
  field: string | null,
  timeLimitHours: number | null,
  payActive: number | string | null,
  payOnCall: number | string | null,
  accommodation: boolean,
  specialistRequired: boolean,
  residentAccepted: boolean,
  startsImmediately: boolean,
  createdAt: Millis,
  updatedAt: Millis,
  organisationName: string,
  organisationTimeZone: string,
  departmentName: string | null,
  shifts: Parameters<typeof toShifts>[0],
  applicants: Parameters<typeof toApplicants>[0],
];

const column = qualified;

/**
 * The json array of one request of a statement that reads `requests` joined with its
 * organisation and (left) its department: the shown columns, the names, then `shifts` and
 * `applicants` (json sub-selects of requests.nested.queries). Times as epoch milliseconds.
 */
export function requestRowJson(shifts: SQL, applicants: SQL) {
  return sql<RequestJson | string>`json_build_array(${sql.join(
    [
      column(requests.id),
      column(requests.kind),
      column(requests.title),
      column(requests.subtitle),
      column(requests.description),
      column(requests.organisationId),
      column(requests.departmentId),
      column(requests.state),
      column(requests.skills),
      column(requests.shiftType),
      column(requests.contractType),
      column(requests.qualification),
      column(requests.field),
      column(requests.timeLimitHours),
      column(requests.payActive),
      column(requests.payOnCall),
      column(requests.accommodation),
      column(requests.specialistRequired),
      column(requests.residentAccepted),
      column(requests.startsImmediately),
      millis(column(requests.createdAt)),
      millis(column(requests.updatedAt)),
      column(organisations.name),
      column(organisations.timeZone),
      column(departments.name),
      shifts,
      applicants,
    ],
    sql`, `,
  )})`;
}

const money = (value: number | string | null) => (value === null ? null : Number(value));

/** requestRowJson's array as the row toRequest maps (by position: the order of requestRowJson). */
export function toShownRequestRow(value: RequestJson | string): ShownRequestRow {
  const row = parsedJson(value);
  const id = row[0];
  return {
    request: {
      id,
      kind: row[1],
      title: row[2],
      subtitle: row[3],
      description: row[4],
      organisationId: row[5],
      departmentId: row[6],
      state: row[7],
      skills: row[8],
      shiftType: row[9],
      contractType: row[10],
      qualification: row[11],
      field: row[12],
      timeLimitHours: row[13],
      payActive: money(row[14]),
      payOnCall: money(row[15]),
      accommodation: row[16],
      specialistRequired: row[17],
      residentAccepted: row[18],
      startsImmediately: row[19],
      createdAt: new Date(Number(row[20])),
      updatedAt: new Date(Number(row[21])),
    },
    organisationName: row[22],
    organisationTimeZone: row[23],
    departmentName: row[24],
    shifts: toShifts(row[25]),
    applicants: toApplicants(row[26], id),
  };
}
