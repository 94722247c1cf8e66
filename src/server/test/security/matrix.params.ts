import { freshEmail } from './openapi-routes';
import type { World } from './world';

/** Which of the world's ids fill a route's path parameters in the matrix and the fuzzers. */

/** A wrong token of a plausible length, for the routes whose URL carries the authorisation. */
export const WRONG_TOKEN = 'x'.repeat(43);

type Ids = World['ids'];
/** Path parameters by name; `id` depends on the collection it names. */
export function defaultParam(path: string, name: string, ids: Ids): string {
  switch (name) {
    case 'orgId':
      return ids.organisation;
    case 'depId':
      return ids.department;
    case 'kind':
      return 'users';
    case 'picId':
      return ids.picture;
    case 'applicationId':
      return ids.application;
    case 'offerId':
      return ids.offer;
    case 'documentId':
      return ids.document;
    case 'entityType':
      return 'organisation';
    case 'entityId':
      return ids.organisation;
    case 'token':
      return WRONG_TOKEN;
    case 'email':
      return freshEmail();
    case 'userId':
      if (path.startsWith('/api/agency/staff')) return ids.staff;
      if (path.startsWith('/api/admin/agencies')) return ids.dispatcher;
      if (path.includes('/departments/')) return ids.ward;
      return ids.hr;
  }
  const byCollection: [string, string][] = [
    ['/api/admin/agencies/', ids.agency],
    ['/api/admin/persons/', ids.nurse],
    ['/api/admin/organisations/', ids.organisation],
    ['/api/admin/contact-requests/', ids.contact],
    ['/api/organisation/', ids.organisation],
    ['/api/me/on-call-consents/', ids.organisation],
    ['/api/agency/applications/', ids.application],
    ['/api/agency/jobs/', ids.request],
    ['/api/job/', ids.request],
    ['/api/documents/', ids.document],
    ['/api/files/', ids.image],
    ['/api/me/unavailability/', ids.absence],
    ['/api/invoices/', ids.invoice],
  ];
  const found = byCollection.find(([prefix]) => path.startsWith(prefix));
  if (!found) throw new Error(`no id for :${name} of ${path}: add it to matrix.calls.ts`);
  return found[1];
}
