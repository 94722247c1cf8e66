import { PGlite, protocol, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nameRepeatedStatements, namedStatistics } from './named';
import { takeTurns } from './turns';

/**
 * Decision 051: on PGlite a repeated parameterised statement goes out named, parsed once. Each
 * answer is compared with PGlite's own query on the same instance (the method the wrapper
 * replaces), for every kind of value, for errors, in transactions and after schema changes.
 */
const plainQuery = (instance: PGlite, text: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(instance, text, params, options);

/** Drizzle's options for a select with fields (drizzle-orm/pglite/session.js): dates stay text. */
const DRIZZLE_OPTIONS: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMP]: (value: string) => value,
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.INTERVAL]: (value: string) => value,
    [types.DATE]: (value: string) => value,
    1231: (value: string) => value,
    1115: (value: string) => value,
    1185: (value: string) => value,
    1187: (value: string) => value,
    1182: (value: string) => value,
  },
};

/**
 * The Parse ('P') or Describe ('D') messages sent to PostgreSQL while `run` goes on (one
 * protocol call may carry several messages).
 */
async function countSent(
  instance: PGlite,
  kind: 'P' | 'D',
  run: () => Promise<unknown>,
): Promise<number> {
  const spy = vi.spyOn(instance, 'execProtocolStream');
  try {
    await run();
    let sent = 0;
    for (const [message] of spy.mock.calls) {
      const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
      for (let offset = 0; offset < message.byteLength; offset += 1 + view.getInt32(offset + 1)) {
        if (message[offset] === kind.charCodeAt(0)) sent += 1;
      }
    }
    return sent;
  } finally {
    spy.mockRestore();
  }
}
const countParses = (instance: PGlite, run: () => Promise<unknown>) =>
  countSent(instance, 'P', run);

/** The parts of an error a caller looks at. */
async function failure(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as Record<string, unknown> & Error;
  expect(error).toBeInstanceOf(Error);
  const {
    constructor,
    message,
    code,
    constraint,
    detail,
    table,
    column,
    schema,
    severity,
    position,
    query,
    params,
  } = error;
  return {
    constructor,
    message,
    code,
    constraint,
    detail,
    table,
    column,
    schema,
    severity,
    position,
    query,
    params,
  };
}

describe('PGlite names repeated statements (decision 051)', () => {
  let instance: PGlite;
  beforeAll(async () => {
    instance = nameRepeatedStatements(await PGlite.create());
    await instance.exec(`
      create table kinds (
        id int primary key, name text not null unique, at timestamptz, local timestamp, day date,
        doc jsonb, plain json, amount numeric(12, 2), big bigint, flag boolean, ids int[], tags text[],
        stamps timestamptz[], bytes bytea, span interval, uid uuid, ratio double precision,
        check (id > 0)
      );
      insert into kinds values
        (1, 'full', '2026-11-27 03:00:00+01', '2026-11-27 03:00', '2026-11-27', '{"a": [1, {"b": null}]}',
         '{"x": 1.50}', 1234.5, 9007199254740993, true, '{1,2,NULL}', '{"a b","c\\"d",NULL}',
         '{"2026-01-01 00:00+00"}', '\\x00ff10', '1 day 02:00', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 0.1),
        (2, 'empty', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    `);
  });
  afterAll(async () => {
    await instance.close();
  });

  it('answers every kind of value as PGlite does, with Drizzle’s options and without', async () => {
    const text = 'select * from kinds where id = any($1::int[]) order by id';
    for (const options of [undefined, DRIZZLE_OPTIONS, { rowMode: 'array' } as QueryOptions]) {
      const expected = await plainQuery(instance, text, [[1, 2]], options);
      for (let call = 0; call < 3; call += 1)
        expect(await instance.query(text, [[1, 2]], options)).toEqual(expected);
    }
    const full = (await instance.query<Record<string, unknown>>(text, [[1]])).rows[0]!;
    expect(full.at).toBeInstanceOf(Date);
    expect(full.doc).toEqual({ a: [1, { b: null }] });
    expect(full.bytes).toEqual(new Uint8Array([0, 255, 16]));
    expect(full.tags).toEqual(['a b', 'c"d', null]);
  });

  it('sends values as PGlite does: dates, json, arrays, bytea, booleans, bigints and nulls', async () => {
    const text = `select $1::timestamptz as at, $2::jsonb as doc, $3::text[] as tags, $4::bytea as bytes,
      $5::boolean as flag, $6::bigint as big, $7::numeric as amount, $8::int as nothing, $9::date as day`;
    const values = [
      new Date('2026-11-27T02:00:00Z'),
      { a: [1, 'x'] },
      ['p', null, 'q,r'],
      new Uint8Array([1, 2]),
      false,
      12n,
      '3.10',
      null,
      '2026-11-27',
    ];
    const expected = await plainQuery(instance, text, values);
    for (let call = 0; call < 3; call += 1)
      expect(await instance.query(text, values)).toEqual(expected);
  });

  it('parses a repeated statement once: twenty calls send two Parse messages, not twenty', async () => {
    const text = 'select name from kinds where id = $1';
    const parses = await countParses(instance, async () => {
      for (let call = 0; call < 20; call += 1)
        expect((await instance.query(text, [1])).rows).toEqual([{ name: 'full' }]);
    });
    // The first call goes out as before (a text seen once is only remembered), the second parses it named.
    expect(parses).toBe(2);
  });

  it('describes a named statement’s columns once, at Parse, and answers them on every call (decision 058)', async () => {
    const text = 'select id, name, at from kinds where id = $1';
    const none = 'select id, name, at from kinds where id = $1 and false';
    const insert = 'insert into kinds (id, name) values ($1, $2) on conflict (id) do nothing';
    const expected = [
      await plainQuery(instance, text, [1], DRIZZLE_OPTIONS),
      await plainQuery(instance, none, [1]),
      await plainQuery(instance, insert, [1, 'x']),
    ];
    await instance.query(text, [1], DRIZZLE_OPTIONS);
    await instance.query(none, [1]);
    await instance.query(insert, [1, 'x']);
    const describes = await countSent(instance, 'D', async () => {
      for (let call = 0; call < 5; call += 1) {
        expect(await instance.query(text, [1], DRIZZLE_OPTIONS)).toEqual(expected[0]);
        // No rows, and no result at all: the columns (none) still as PGlite gives them.
        expect(await instance.query(none, [1])).toEqual(expected[1]);
        expect(await instance.query(insert, [1, 'x'])).toEqual(expected[2]);
      }
    });
    // The second call of each parses it named and describes it once; later calls only bind and execute.
    expect(describes).toBe(3);
    expect(expected[1]!.fields.map((field) => field.name)).toEqual(['id', 'name', 'at']);
  });

  it('never names a search (like $n): each call parsed and planned with its pattern', async () => {
    const text = 'select name from kinds where name like $1';
    const parses = await countParses(instance, async () => {
      for (let call = 0; call < 5; call += 1)
        expect((await instance.query(text, ['fu%'])).rows).toEqual([{ name: 'full' }]);
    });
    expect(parses).toBe(5);
  });

  it('writes as PGlite does: affected rows, returning, the command', async () => {
    const update = 'update kinds set ratio = $1 where id = $2 returning id, ratio';
    const expected = await plainQuery(instance, update, [0.5, 2]);
    for (let call = 0; call < 3; call += 1)
      expect(await instance.query(update, [0.5, 2])).toEqual(expected);
    expect(expected).toMatchObject({ command: 'UPDATE', affectedRows: 1, rowCount: 1 });
  });

  it('fails as PGlite does: the same error class, message, code and constraint', async () => {
    const insert = 'insert into kinds (id, name) values ($1, $2)';
    const cases: [string, unknown[]][] = [
      [insert, [1, 'other']], // primary key
      [insert, [3, 'full']], // unique name
      [insert, [-1, 'negative']], // check
      [insert, [4, null]], // not null
      [insert, ['x', 'text for an int']], // invalid input, at Bind
      ['select 1 / $1::int as quotient', [0]], // at execution
      ['select $1::boolean as flag', ['perhaps']], // PGlite's serializer refuses it
    ];
    for (const [text, params] of cases) {
      const expected = await failure(plainQuery(instance, text, params));
      for (let call = 0; call < 3; call += 1)
        expect(await failure(instance.query(text, params))).toEqual(expected);
    }
    expect(await failure(instance.query(insert, [3, 'full']))).toMatchObject({
      constructor: protocol.messages.DatabaseError,
      code: '23505',
      constraint: 'kinds_name_key',
    });
  });

  it('runs inside a transaction, where an error rolls back and the names live on', async () => {
    const text = 'select name from kinds where id = $1';
    const insert = 'insert into kinds (id, name) values ($1, $2) returning name';
    const rolledBack = await failure(
      instance.transaction(async (tx) => {
        expect((await tx.query(insert, [10, 'ten'])).rows).toEqual([{ name: 'ten' }]);
        expect((await tx.query(insert, [11, 'eleven'])).rows).toEqual([{ name: 'eleven' }]);
        expect((await tx.query(text, [10])).rows).toEqual([{ name: 'ten' }]);
        await tx.query(insert, [12, 'ten']);
      }),
    );
    expect(rolledBack).toMatchObject({ code: '23505', constraint: 'kinds_name_key' });
    expect((await instance.query(text, [10])).rows).toEqual([]);
    // The statement named inside the rolled-back transaction still runs, in and outside one.
    expect((await instance.query(insert, [13, 'thirteen'])).rows).toEqual([{ name: 'thirteen' }]);
    await instance.transaction(async (tx) => {
      expect((await tx.query(insert, [14, 'fourteen'])).rows).toEqual([{ name: 'fourteen' }]);
      await tx.rollback();
    });
    expect(
      (
        await instance.query('select count(*)::int as n from kinds where id = any($1::int[])', [
          [13, 14],
        ])
      ).rows,
    ).toEqual([{ n: 1 }]);
    await expect(
      instance.transaction(async (tx) => {
        await tx.query('select 1 / $1::int', [0]).catch(() => {});
        return tx.query(text, [1]);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
  });

  it('keeps no stale result type when the schema changes, through query, exec or a transaction', async () => {
    await instance.exec(
      'create table changing (id int primary key, v int); insert into changing values (1, 7)',
    );
    const text = 'select * from changing where id = $1';
    for (let call = 0; call < 3; call += 1)
      expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: 7 }]);
    await instance.query('alter table changing alter column v type text');
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: '7' }]);
    await instance.exec('alter table changing add column w int default 2');
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: '7', w: 2 }]);
    await instance.transaction(async (tx) => {
      await tx.exec('alter table changing drop column w');
      expect((await tx.query(text, [1])).rows).toEqual([{ id: 1, v: '7' }]);
      await tx.rollback();
    });
    // Rolled back: the column is there again.
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: '7', w: 2 }]);
  });

  it('drops a name that went stale behind its back and sends the call again unnamed', async () => {
    await instance.exec(
      'create table behind (id int primary key, v int); insert into behind values (1, 7)',
    );
    const text = 'select * from behind where id = $1';
    for (let call = 0; call < 3; call += 1) await instance.query(text, [1]);
    const bypass = (sql: string) => instance.execProtocol(protocol.serialize.query(sql));
    await bypass('alter table behind alter column v type text');
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: '7' }]);
    await bypass('deallocate all');
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: '7' }]);
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: '7' }]);
    // Inside a transaction it cannot be sent again: the error surfaces once, the next call works.
    await bypass('alter table behind alter column v type int using v::int');
    await expect(instance.transaction((tx) => tx.query(text, [1]))).rejects.toMatchObject({
      code: '0A000',
    });
    expect((await instance.query(text, [1])).rows).toEqual([{ id: 1, v: 7 }]);
  });
});

describe('bounds and turns', () => {
  it('names at most `statements` texts and answers the others as before', async () => {
    const instance = nameRepeatedStatements(await PGlite.create(), {
      texts: 3,
      statements: 2,
      textLength: 60,
    });
    try {
      const texts = [
        'select $1::int as n',
        'select $1::int + 1 as n',
        'select $1::int + 2 as n',
        'select $1::int + 3 as n',
      ];
      for (let round = 0; round < 3; round += 1)
        for (const [index, text] of texts.entries())
          expect((await instance.query(text, [1])).rows).toEqual([{ n: 1 + index }]);
      // The fourth text was never remembered, the third never named: two statements.
      expect(namedStatistics(instance)).toEqual({ named: 2, parses: 2 });
      const long = `select $1::int as n /* ${'x'.repeat(60)} */`;
      for (let round = 0; round < 3; round += 1)
        expect((await instance.query(long, [5])).rows).toEqual([{ n: 5 }]);
      expect(namedStatistics(instance)).toEqual({ named: 2, parses: 2 });
      // Without parameters nothing is named.
      for (let round = 0; round < 3; round += 1) await instance.query('select 1');
      expect(namedStatistics(instance)?.named).toBe(2);
    } finally {
      await instance.close();
    }
  });

  it('still lets a newcomer in between the statements of a chain (decision 050)', async () => {
    const instance = takeTurns(nameRepeatedStatements(await PGlite.create()));
    try {
      const order: string[] = [];
      let newcomer: Promise<unknown> | undefined;
      for (let step = 1; step <= 6; step += 1) {
        await instance.query('select $1::int as step', [step]);
        order.push(`chain ${step}`);
        if (step === 1)
          newcomer = new Promise((resolve) =>
            setImmediate(() =>
              resolve(instance.query('select $1::int', [0]).then(() => order.push('newcomer'))),
            ),
          );
      }
      await newcomer;
      expect(order.indexOf('newcomer')).toBeGreaterThan(-1);
      expect(order.indexOf('newcomer')).toBeLessThan(order.indexOf('chain 6'));
      expect(namedStatistics(instance)?.named).toBe(1);
    } finally {
      await instance.close();
    }
  });
});
