import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { departmentMembers, users } from '#server/db/schema/index';
import { useTestContext, type TestContext } from './app';
import { signedIn, type Actor } from './agency-fixtures';
import { openSse, type SseClient } from './sse';
import { organisationWith, type TestOrganisation } from './tenants';

// What the suites on a new request's pool with the real notifier share: one app per test file
// listening on a port, a clinic with one ward and its manager, pool members and their live
// streams. The bindings are live: read them in tests.

export let ctx: TestContext;
export let baseUrl: string;
export let org: TestOrganisation;
export let ward: Actor;

/** Registers the file's app and clinic; call once at the top of a test file. */
export function usePoolDeliveryApp() {
  ctx = useTestContext();
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    org = await organisationWith(ctx.db, 'Klinikum Pool', ['Kardiologie']);
    ward = await signedIn(ctx, 'ORG_SUB');
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: org.departments[0]!.id, userId: ward.user.id, kind: 'user' });
  });
}

export async function poolMember(firstName: string) {
  const member = await signedIn(ctx, 'USER');
  await ctx.db
    .update(users)
    .set({
      qualificationLevel: 'Examine Pflegekraft',
      skills: ['EKG'],
      firstName,
      lastName: 'Mitglied',
    })
    .where(eq(users.id, member.user.id));
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId: org.departments[0]!.id, userId: member.user.id, kind: 'customer' });
  return member;
}

export async function streamOf(member: Actor): Promise<SseClient> {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/stream-ticket',
    headers: member.headers,
  });
  const stream = await openSse(
    `${baseUrl}/api/notifications/stream?ticket=${ticket.json<{ ticket: string }>().ticket}`,
  );
  await stream.waitFor((event) => event.event === 'unread');
  return stream;
}
