import { describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { outbox, scheduledTasks, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { REGISTRATION_TASK } from './auth.service';

/**
 * A sign-up is accepted durably before its answer (a task holding it), then completed right after
 * the answer; when the process dies in between, the task runner completes it later.
 */
const ctx = useTestContext();

let client = 0;
function register(email: string) {
  client += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/registration',
    payload: {
      email,
      password: 'Sicheres-Passwort-1',
      firstName: 'Jana',
      lastName: 'Berg',
      institution: 'Klinikum Süd',
      position: 'Pflegedienstleitung',
      role: 'ORG_ADMIN',
      acceptTC: true,
    },
    remoteAddress: `198.19.0.${client}`,
  });
}

const userOf = async (email: string) =>
  (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const registrationTasks = () =>
  ctx.db
    .select()
    .from(scheduledTasks)
    .where(like(scheduledTasks.key, `${REGISTRATION_TASK}:%`));

describe('a sign-up survives a crash after its answer', () => {
  it('is completed right after the answer, and its task forgets the password hash', async () => {
    expect((await register('jana.berg@klinikum-sued.de')).statusCode).toBe(201);
    await ctx.app.afterResponseSettled();
    expect(await userOf('jana.berg@klinikum-sued.de')).toMatchObject({ firstName: 'Jana' });
    const tasks = await registrationTasks();
    expect(tasks).toHaveLength(1);
    expect(tasks.every((task) => task.doneAt !== null)).toBe(true);
    expect(tasks.map((task) => task.payload)).toEqual(tasks.map(() => ({})));
  });

  it('is completed by the task runner when the work after the answer never ran', async () => {
    // As if the process died right after answering.
    const runNow = vi.spyOn(ctx.app.taskRunner, 'runNow').mockResolvedValue(false);
    try {
      expect((await register('nachtdienst@pflege.berlin')).statusCode).toBe(201);
      await ctx.app.afterResponseSettled();
    } finally {
      runNow.mockRestore();
    }
    expect(await userOf('nachtdienst@pflege.berlin')).toBeUndefined();
    const pending = (await registrationTasks()).filter((task) => task.doneAt === null);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.payload).toMatchObject({ email: 'nachtdienst@pflege.berlin' });
    expect(JSON.stringify(pending[0]!.payload)).not.toContain('Sicheres-Passwort-1');

    // A runner (this process after a restart, or another one) takes it over when it falls due.
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 60_000));
    expect(await userOf('nachtdienst@pflege.berlin')).toMatchObject({
      role: 'ORG_ADMIN',
      emailConfirmedAt: null,
    });
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'nachtdienst@pflege.berlin'));
    expect(mails.map((mail) => mail.template)).toEqual(['email_confirmation']);
    expect((await registrationTasks()).every((task) => task.doneAt !== null)).toBe(true);
  });
});
