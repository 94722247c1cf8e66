import type { Applicant, StaffRequest } from '#shared/contracts/requests';
import { REQUEST_TYPE_OF_KIND } from '#shared/request-states';
import type { ApplicantRow } from './requests.nested.queries';
import type { ShownRequestRow } from './requests.row-json.queries';

// Rows of the request queries as the API answers them (the spec's field names).

function toApplicant(row: ApplicantRow): Applicant {
  return {
    _id: row.id,
    state: row.state,
    hourlyRate: row.hourlyRate,
    agency: row.agencyId ? { _id: row.agencyId, name: row.agencyName ?? '' } : null,
    user: {
      _id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      user_info: { qualification: { level: row.qualificationLevel } },
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A request with its names, shifts and the applicants its view shows, as the API answers it. */
export function toRequest(row: ShownRequestRow): StaffRequest {
  const { request: r, shifts, applicants } = row;
  const salary = [
    ...(r.payActive !== null ? [{ activity: 'Aktiv', cost: r.payActive }] : []),
    ...(r.payOnCall !== null ? [{ activity: 'Bereitschaftsdienst', cost: r.payOnCall }] : []),
  ];
  return {
    _id: r.id,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    desc: r.description,
    organisation: { _id: r.organisationId, name: row.organisationName },
    organisationTimeZone: row.organisationTimeZone,
    orig_dept: r.departmentId ? { _id: r.departmentId, name: row.departmentName ?? '' } : null,
    state: r.state,
    dates: shifts.map((shift) => ({
      _id: shift.id,
      date: { startDate: shift.startsAt.getTime(), endDate: shift.endsAt.getTime() },
      activity: shift.activity,
      type: REQUEST_TYPE_OF_KIND[r.kind],
      dutyKind: shift.dutyKind,
      onCallPercent: shift.onCallPercent,
    })),
    skills: r.skills,
    applicants: applicants.map(toApplicant),
    applicantCount: applicants[0]?.total ?? 0,
    jobType: r.shiftType,
    jobOperation: r.contractType,
    qualification: r.qualification,
    field: r.field,
    timeLimit: String(r.timeLimitHours ?? 0),
    orig_submission: '',
    payment: '',
    salary,
    accomodation: r.accommodation,
    facharzt: r.specialistRequired,
    assistenzarzt: r.residentAccepted,
    immediate: r.startsImmediately,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function groupBy<T>(rows: T[], key: (row: T) => string) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
