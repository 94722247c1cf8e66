/**
 * The calls of the load benchmark (bench/load.ts): who signs in, and the read routes of the
 * organisation area and the job board with real ids taken from the demo data.
 */
import { DEMO_PASSWORD } from '#server/demo/seed';

export interface LoadRoute {
  /** Short name for LOAD_ROUTES (bench/load.ts), e.g. `requests-list`. */
  key: string;
  name: string;
  path: string;
  token: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (await json<{ accessToken: string }>(response, `sign-in of ${email}`)).accessToken;
}

const get = <T>(base: string, token: string, path: string) =>
  fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
    json<T>(r, path),
  );

type Page = { items: { _id: string }[]; total: number };

/** A Berlin calendar day (YYYY-MM-DD) `days` from `now`. */
function berlinDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Berlin',
  });
}

/** The previous whole month in Berlin: the reports page's default period. */
function lastMonth(now: Date): { from: string; to: string } {
  const [year, month] = berlinDay(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(month === 1 ? year - 1 : year, (month + 10) % 12, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The routes in the order they run: /api/user/me first (the reference), then HR's organisation
 * area (hr@example.com, Klinikum Nord) and the agency's job board (agency@example.com).
 */
export async function loadRoutes(base: string, now: Date): Promise<LoadRoute[]> {
  const hr = await signIn(base, 'hr@example.com');
  const agency = await signIn(base, 'agency@example.com');

  const organisations = await get<{ items: { id: string; departments: { _id: string }[] }[] }>(
    base,
    hr,
    '/api/organisation',
  );
  const organisation = organisations.items[0];
  const department = organisation?.departments[0];
  if (!organisation || !department)
    throw new Error('the HR demo account has no organisation with a department');
  const requests = await get<Page>(base, hr, '/api/job?pageSize=20');
  const request = requests.items[0];
  if (!request) throw new Error('the HR demo account sees no requests: start with the demo year');
  const jobs = await get<Page>(base, agency, '/api/agency/jobs?pageSize=20');
  const job = jobs.items[0];

  // The calendar's week as the web asks for it: Monday to Monday around today.
  const from = new Date(`${berlinDay(now, -3)}T00:00:00Z`).toISOString();
  const to = new Date(`${berlinDay(now, 4)}T00:00:00Z`).toISOString();
  const month = lastMonth(now);
  const routes: LoadRoute[] = [
    { key: 'me', name: 'GET /api/user/me (reference)', path: '/api/user/me', token: hr },
    { key: 'requests-list', name: 'requests list', path: '/api/job?pageSize=20', token: hr },
    {
      key: 'open',
      name: 'dashboard (open requests)',
      path: '/api/job?group=open&pageSize=20',
      token: hr,
    },
    {
      key: 'calendar',
      name: 'calendar (week)',
      path: `/api/job/calendar?from=${from}&to=${to}`,
      token: hr,
    },
    { key: 'request', name: 'request detail', path: `/api/job/${request._id}`, token: hr },
    {
      key: 'applicants',
      name: 'request applicants',
      path: `/api/job/${request._id}/applicants`,
      token: hr,
    },
    { key: 'organisations', name: 'my organisations', path: '/api/organisation', token: hr },
    {
      key: 'members',
      name: 'members (department users)',
      path: `/api/organisation/${organisation.id}/departments/${department._id}/users?pageSize=20`,
      token: hr,
    },
    {
      key: 'reports',
      name: 'reports month (fill)',
      path: `/api/reports/fill?from=${month.from}&to=${month.to}`,
      token: hr,
    },
    { key: 'board', name: 'job board', path: '/api/agency/jobs?pageSize=20', token: agency },
  ];
  if (job)
    routes.push({
      key: 'board-detail',
      name: 'job board detail',
      path: `/api/agency/jobs/${job._id}`,
      token: agency,
    });
  return routes;
}
