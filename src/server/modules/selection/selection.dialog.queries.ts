import { sql } from 'drizzle-orm';
import type { DocumentRef } from '#shared/contracts/job-board';
import { qualified as q } from '#server/db/paging';
import { parsedJson } from '#server/db/shapes';
import {
  agencies,
  applicationDocuments,
  applications,
  staffDocuments,
  users,
} from '#server/db/schema/index';
import { millis, outerRequestId } from '#server/modules/requests/requests.service';
import type { listApplicantDetails } from './selection.queries';

// The applicants dialog's applications with their documents, as a json column of the statement
// that reads the request in the caller's scope: the scope check,
// the shifts, the applications and their documents in one statement instead of three. Out of
// scope, the request's row is missing and no application is read.

type ApplicantRow = Awaited<ReturnType<typeof listApplicantDetails>>[number];
/** An application of the dialog with the documents it was sent with. */
export type DialogApplicant = ApplicantRow & { documents: DocumentRef[] };

type Millis = number | string;
type DocumentJson = [
  kind: DocumentRef['kind'],
  documentId: string,
  name: string,
  expiresOn: string | null,
];
type DialogJson = [
  id: string,
  state: ApplicantRow['state'],
  hourlyRate: number | string | null,
  agencyId: string | null,
  agencyName: string | null,
  submittedBy: string | null,
  userId: string,
  firstName: string,
  lastName: string,
  qualification: string | null,
  skills: string[],
  createdAt: Millis,
  decidedAt: Millis | null,
  documents: DocumentJson[],
];

// An application has at most one document per kind (the table's key): kind orders them.
const documentsJson = sql`coalesce((select json_agg(json_build_array(${q(applicationDocuments.kind)}, ${q(staffDocuments.id)}, ${q(staffDocuments.originalName)}, ${q(staffDocuments.expiresOn)}) order by ${q(applicationDocuments.kind)})
    from ${applicationDocuments} inner join ${staffDocuments} on ${q(staffDocuments.id)} = ${q(applicationDocuments.staffDocumentId)}
    where ${q(applicationDocuments.applicationId)} = ${q(applications.id)}), '[]'::json)`;

/** Every application of the request, whatever its state, in application order, with person, agency and documents. */
export const dialogApplicantsJson = sql<
  DialogJson[] | string
>`coalesce((select json_agg(json_build_array(
      ${q(applications.id)}, ${q(applications.state)}, ${q(applications.hourlyRate)}, ${q(applications.agencyId)}, ${q(agencies.name)},
      ${q(applications.submittedBy)}, ${q(applications.userId)}, ${q(users.firstName)}, ${q(users.lastName)}, ${q(users.qualificationLevel)},
      ${q(users.skills)}, ${millis(q(applications.createdAt))}, ${millis(q(applications.decidedAt))}, ${documentsJson})
    order by ${q(applications.createdAt)}, ${q(applications.id)})
  from ${applications} inner join ${users} on ${q(users.id)} = ${q(applications.userId)}
    left join ${agencies} on ${q(agencies.id)} = ${q(applications.agencyId)}
  where ${q(applications.requestId)} = ${outerRequestId}), '[]'::json)`;

export const toDialogApplicants = (value: DialogJson[] | string): DialogApplicant[] =>
  parsedJson(value).map(
    ([
      id,
      state,
      hourlyRate,
      agencyId,
      agencyName,
      submittedBy,
      userId,
      firstName,
      lastName,
      qualification,
      skills,
      createdAt,
      decidedAt,
      documents,
    ]) => ({
      id,
      state,
      hourlyRate: hourlyRate === null ? null : Number(hourlyRate),
      agencyId,
      agencyName,
      submittedBy,
      userId,
      firstName,
      lastName,
      qualification,
      skills,
      createdAt: new Date(Number(createdAt)),
      decidedAt: decidedAt === null ? null : new Date(Number(decidedAt)),
      documents: documents.map(([kind, documentId, name, expiresOn]) => ({
        kind,
        documentId,
        name,
        expiresOn,
      })),
    }),
  );
