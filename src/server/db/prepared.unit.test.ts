import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PREPARED_LIMITS, prepareRepeatedStatements } from './prepared';

/** A pooled client whose `query` records what it was sent. */
function recordingClient() {
  const sent: { name?: string; text?: string }[] = [];
  const client = {
    query: (config: unknown) => {
      sent.push(
        typeof config === 'string'
          ? { text: config }
          : (config as { name?: string; text?: string }),
      );
      return Promise.resolve({ rows: [] });
    },
  } as unknown as pg.PoolClient;
  prepareRepeatedStatements(client);
  return { client, sent };
}

/** A statement text no other test sends (the texts are remembered process-wide). */
const uniqueSelect = () => `select id from users where email = $1 /* ${randomUUID()} */`;

describe('repeated statements are prepared by name (decision 044)', () => {
  it('sends a text unnamed the first time and by one stable name from the second', async () => {
    const { client, sent } = recordingClient();
    const text = uniqueSelect();
    for (let call = 0; call < 3; call += 1) await client.query({ text, values: ['a@example.com'] });
    expect(sent[0]!.name).toBeUndefined();
    expect(sent[1]!.name).toMatch(/^auto_[\w-]{40}$/);
    expect(sent[2]!.name).toBe(sent[1]!.name);
    expect(sent.every((config) => config.text === text)).toBe(true);
  });

  it('names a text seen on another connection at once, and different texts differently', async () => {
    const first = recordingClient();
    const second = recordingClient();
    const [one, two] = [uniqueSelect(), uniqueSelect()];
    await first.client.query({ text: one, values: [1] });
    await second.client.query({ text: one, values: [2] }, undefined);
    await first.client.query({ text: two }, [1]);
    await first.client.query({ text: two }, [2]);
    expect(second.sent[0]!.name).toMatch(/^auto_/);
    expect(first.sent[2]!.name).toMatch(/^auto_/);
    expect(first.sent[2]!.name).not.toBe(second.sent[0]!.name);
  });

  it('prepares a parenthesised union (timeline, reports) like any query', async () => {
    const { client, sent } = recordingClient();
    const text = `(select id from organisations where id = $1) union all (select id from departments where id = $1) /* ${randomUUID()} */`;
    for (let call = 0; call < 2; call += 1) await client.query({ text, values: [randomUUID()] });
    expect(sent[1]!.name).toMatch(/^auto_/);
  });

  it('never names a search (like $n): planned per call with its pattern, not by a generic plan', async () => {
    const { client, sent } = recordingClient();
    const text = `select id from requests where lower(title) like $1 and last_shift_end > $2 /* ${randomUUID()} */`;
    for (let call = 0; call < 3; call += 1)
      await client.query({ text, values: ['%zyxq%', new Date()] });
    expect(sent.map((config) => config.name)).toEqual([undefined, undefined, undefined]);
  });

  it('leaves statements without parameters, utility statements and named ones as they are', async () => {
    const { client, sent } = recordingClient();
    const marker = randomUUID();
    const texts = [`select 1 /* ${marker} */`, `set local app.x = $1 /* ${marker} */`];
    for (let call = 0; call < 2; call += 1) {
      await client.query({ text: texts[0]! });
      await client.query(`begin /* ${marker} */`);
      await client.query({ text: texts[1]!, values: ['on'] });
      await client.query({ text: uniqueSelect(), name: 'find_active_session', values: [1] });
    }
    expect(sent.filter((config) => config.name?.startsWith('auto_'))).toEqual([]);
    expect(sent.filter((config) => config.name === 'find_active_session')).toHaveLength(2);
  });

  it('never prepares a text longer than PREPARED_LIMITS.textLength (many listed values)', async () => {
    const { client, sent } = recordingClient();
    const long = `${uniqueSelect()} or id in (${Array.from({ length: 3_000 }, (_, i) => `$${i + 2}`).join(', ')})`;
    expect(long.length).toBeGreaterThan(PREPARED_LIMITS.textLength);
    for (let call = 0; call < 3; call += 1) await client.query({ text: long, values: [1] });
    expect(sent.map((config) => config.name)).toEqual([undefined, undefined, undefined]);
  });

  it('prepares at most PREPARED_LIMITS.perConnection statements on one connection', async () => {
    const { client, sent } = recordingClient();
    const texts = Array.from({ length: PREPARED_LIMITS.perConnection + 1 }, uniqueSelect);
    for (const text of texts) await client.query({ text, values: [1] });
    sent.length = 0;
    for (const text of texts) await client.query({ text, values: [1] });
    const named = sent.filter((config) => config.name);
    expect(named).toHaveLength(PREPARED_LIMITS.perConnection);
    expect(sent.at(-1)!.name).toBeUndefined();
    // A statement it already prepared keeps its name.
    await client.query({ text: texts[0]!, values: [1] });
    expect(sent.at(-1)!.name).toBe(named[0]!.name);
  });
});
