import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * The dispatchers to tell about a request now open to agencies, in one statement: agency users
 * (not archived) of vetted, live agencies whose permit covers the request's last day (the
 * board's rule, agencyMayServe), and whose job alert matches the request, or who have none.
 *
 * An alert matches when it is on and every criterion holds; an empty list is any value:
 * - fields: the request names one of them, or names none (staff requests name a station);
 * - qualifications: a staff request asks for one of them, or a substitute-doctor request accepts
 *   a doctor position among them (Facharzt: specialist_required, Assistenzarzt: resident_accepted);
 * - contract types: the request's is among them;
 * - postcodes: the clinic's postcode starts with one of the prefixes (the board's postcode filter);
 * - accommodation only: the request offers accommodation.
 *
 * No cap: like a pool stage, every matching person is told, and the alerts are what keeps the
 * number down. Dispatchers are a few per agency; the statement reads the request once and each
 * agency member through its index.
 */
export async function alertedDispatcherIds(db: Db, requestId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct u.id
    from requests r
    join organisations o on o.id = r.organisation_id
    join agencies ag
      on ag.vetting_state = 'vetted'
     and ag.archived_at is null
     and ag.permit_valid_until >= (r.last_shift_end at time zone 'Europe/Berlin')::date
    join agency_members m on m.agency_id = ag.id and m.kind = 'user'
    join users u on u.id = m.user_id and u.archived_at is null
    left join job_alerts j on j.user_id = u.id
    where r.id = ${requestId}
      and (
        j.user_id is null
        or (
          j.enabled
          and (cardinality(j.fields) = 0 or r.field is null or r.field = any(j.fields))
          and (
            cardinality(j.qualifications) = 0
            or (r.kind = 'staff' and r.qualification = any(j.qualifications))
            or (
              r.kind = 'substitute_doctor'
              and (
                ('Facharzt' = any(j.qualifications) and r.specialist_required)
                or ('Assistenzarzt' = any(j.qualifications) and r.resident_accepted)
              )
            )
          )
          and (cardinality(j.contract_types) = 0 or r.contract_type = any(j.contract_types))
          and (cardinality(j.postcodes) = 0 or exists (
            select 1 from unnest(j.postcodes) prefix where starts_with(o.postcode, prefix)
          ))
          and (not j.accommodation_only or r.accommodation)
        )
      )
    order by u.id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
