import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { PREPARED_LIMITS, namable } from './prepared';

/**
 * PGlite: a parameterised statement sent a second time becomes a named statement, parsed once and
 * afterwards only bound and executed (decision 051). PGlite's own `query` sends Parse, Describe,
 * Bind, Describe, Execute and Sync each time, so PostgreSQL parsed and planned every call again:
 * about 60 % of a read statement's time on the demo year. The answer is built as `query` builds
 * it (its serializers, its parsers, its result shape; its error object), under the same locks.
 *
 * Bounded as on PostgreSQL (decision 044, PREPARED_LIMITS): a text seen once is only remembered,
 * at most `texts` texts are remembered and `statements` named; past a bound a statement goes out
 * as before. A statement that may change the schema (anything but queries, DML, transaction
 * control and settings) makes every named statement parse again before its next use, so none
 * keeps a result type the schema no longer has; should one still fail with "cached plan must
 * not change result type" (or be gone), its name is dropped and, outside a transaction, the
 * call is sent again unnamed.
 */
export interface NamedLimits {
  texts: number;
  statements: number;
  textLength: number;
}

export const NAMED_LIMITS: NamedLimits = {
  texts: PREPARED_LIMITS.texts,
  statements: PREPARED_LIMITS.perConnection,
  textLength: PREPARED_LIMITS.textLength,
};

/** Statements that leave the schema as it is; a search_path change or a second statement does not count. */
const KEEPS_SCHEMA =
  /^\s*(select|with|insert|update|delete|values|begin|start|commit|end|rollback|abort|savepoint|release|listen|unlisten|notify|lock|explain|show|set|reset)\b/i;
/** A named statement PostgreSQL cannot run any more: its result type changed, or it is gone. */
const isStale = (error: { code?: string; message: string }) =>
  error.code === '26000' ||
  (error.code === '0A000' && /cached plan must not change result type/.test(error.message));

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
const NAMES_STATEMENTS = Symbol('names statements');
/** The call went out named and could not run: send it again as a plain `query`. */
const SEND_UNNAMED = Symbol('send unnamed');

type Named = PGlite & { [NAMES_STATEMENTS]?: NamedStatements };

interface Statement {
  text: string;
  name: string;
  /** The parameters' type ids PostgreSQL inferred at Parse. */
  types: number[];
  /** Its result's columns as Describe answered at Parse (none for a statement without rows). */
  columns: BackendMessage[];
  /** The schema generation it was parsed under; -1 before its first Parse. */
  generation: number;
}

function changesSchema(text: string): boolean {
  return !KEEPS_SCHEMA.test(text) || /search_path/i.test(text) || /;\s*\S/.test(text);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

class NamedStatements {
  readonly #seen = new Set<string>();
  readonly #named = new Map<string, Statement>();
  #generation = 0;
  #counter = 0;
  /** Parse messages the named path sent (tests). */
  parses = 0;

  constructor(
    private readonly instance: PGlite,
    private readonly limits: NamedLimits,
  ) {}

  /** The named statement for this call, or undefined when it goes out as before. */
  pick(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Statement | undefined {
    if (!params?.length || options?.blob || options?.paramTypes) return undefined;
    if (text.length > this.limits.textLength || !namable(text)) return undefined;
    const known = this.#named.get(text);
    if (known) return known;
    if (!this.#seen.has(text)) {
      if (this.#seen.size < this.limits.texts) this.#seen.add(text);
      return undefined;
    }
    if (this.#named.size >= this.limits.statements) return undefined;
    const statement = {
      text,
      name: `pglite_named_${++this.#counter}`,
      types: [],
      columns: [],
      generation: -1,
    };
    this.#named.set(text, statement);
    return statement;
  }

  /** Every named statement parses again before its next use (the schema may have changed). */
  schemaChanged() {
    this.#generation += 1;
  }

  get generation() {
    return this.#generation;
  }

  get size() {
    return this.#named.size;
  }

  /**
   * Binds and executes `statement` (parsing it first when it is new or the schema changed), as
   * PGlite's query does; the caller holds the transaction lock. SEND_UNNAMED: the caller sends
   * the call (again) as a plain query: it is stale and no transaction is open, or its name was
   * dropped before anything was sent.
   */
  run(
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    const { instance } = this;
    return instance._runExclusiveQuery(async (): Promise<Results | typeof SEND_UNNAMED> => {
      // Forgotten while this call waited for the lock: nothing is sent yet, so send it unnamed.
      if (this.#named.get(statement.text) !== statement) return SEND_UNNAMED;
      let messages;
      try {
        if (statement.generation !== this.#generation) await this.#parse(statement, options);
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const oid = statement.types[index]!;
          const serializer = options?.serializers?.[oid] ?? instance.serializers[oid];
          return serializer ? serializer(param) : (param as { toString(): string }).toString();
        });
        // No Describe: the columns are those Describe gave at Parse, so PostgreSQL neither
        // writes them nor PGlite reads them again on every call (decision 058).
        messages = await instance.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false, onNotice: options?.onNotice },
        );
      } catch (error) {
        if (!(error instanceof DatabaseError)) throw error;
        if (isStale(error) && statement.generation === this.#generation) {
          await this.#forget(statement);
          if (!inTransaction && !instance.isInTransaction()) return SEND_UNNAMED;
        }
        // What PGlite's query adds to a database error (makePGliteError).
        throw Object.assign(error, { query: statement.text, params, queryOptions: options });
      }
      if (!inTransaction) await instance.syncToFs();
      const [parsers, resultOptions] = resultParsers(instance, options);
      return parse.parseResults([...statement.columns, ...messages], parsers, resultOptions)[0]!;
    });
  }

  /** Close (a former version, if any) + Parse + Describe the statement, in one call. */
  async #parse(statement: Statement, options: QueryOptions | undefined) {
    const generation = this.#generation;
    statement.generation = -1;
    this.parses += 1;
    const messages = await this.instance.execProtocolStream(
      concat([
        serialize.close({ type: 'S', name: statement.name }),
        serialize.parse({ name: statement.name, text: statement.text }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    statement.types = parse.parseDescribeStatementResults(messages);
    statement.columns = messages.filter((message) => message.name === 'rowDescription');
    statement.generation = generation;
  }

  /** Drops the statement's name; its text is named afresh when it comes again. */
  async #forget(statement: Statement) {
    if (this.#named.get(statement.text) === statement) this.#named.delete(statement.text);
    await this.instance.execProtocolStream(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
  }
}

/**
 * Makes the instance's `query` (and its transactions' `query`) send a repeated parameterised
 * statement by name; `exec` and statements that may change the schema are watched for that.
 * Apply before takeTurns, so the turns wrap this. Once per instance.
 */
export function nameRepeatedStatements(
  instance: PGlite,
  limits: NamedLimits = NAMED_LIMITS,
): PGlite {
  const named = instance as Named;
  if (named[NAMES_STATEMENTS]) return instance;
  const statements = new NamedStatements(instance, limits);
  named[NAMES_STATEMENTS] = statements;
  const query = instance.query.bind(instance);
  const exec = instance.exec.bind(instance);
  const transaction = instance.transaction.bind(instance);

  /** Runs a statement that may change the schema: named statements parse again after it (and, racing it, before). */
  const watched = async <T>(text: string, send: () => Promise<T>): Promise<T> => {
    if (!changesSchema(text)) return send();
    statements.schemaChanged();
    try {
      return await send();
    } finally {
      statements.schemaChanged();
    }
  };

  instance.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const statement = statements.pick(text, params, options);
    if (!statement) return watched(text, () => query(text, params, options));
    await instance._checkReady();
    const answer = await instance._runExclusiveTransaction(() =>
      statements.run(statement, params!, options, false),
    );
    return answer === SEND_UNNAMED ? query(text, params, options) : answer;
  }) as typeof instance.query;

  instance.exec = ((text: string, options?: QueryOptions) =>
    watched(text, () => exec(text, options))) as typeof instance.exec;

  instance.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const before = statements.generation;
    try {
      return await transaction((tx) => callback(namedTransaction(tx, statements, watched)));
    } finally {
      // A schema change inside may have been rolled back: parse again against what is now there.
      if (statements.generation !== before) statements.schemaChanged();
    }
  }) as typeof instance.transaction;
  return instance;
}

/** The transaction object with the same naming; its statements run inside the transaction's lock. */
function namedTransaction(
  tx: Transaction,
  statements: NamedStatements,
  watched: <T>(text: string, send: () => Promise<T>) => Promise<T>,
): Transaction {
  const wrapped = Object.create(tx) as Transaction;
  wrapped.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (tx.closed) throw new Error('Transaction is closed');
    const statement = statements.pick(text, params, options);
    if (!statement) return watched(text, () => tx.query(text, params, options));
    const answer = await statements.run(statement, params!, options, true);
    return answer === SEND_UNNAMED ? tx.query(text, params, options) : answer;
  }) as Transaction['query'];
  wrapped.exec = ((text: string, options?: QueryOptions) =>
    watched(text, () => tx.exec(text, options))) as Transaction['exec'];
  return wrapped;
}

/** How many named statements the instance holds and how often it parsed one (tests). */
export function namedStatistics(instance: PGlite): { named: number; parses: number } | undefined {
  const statements = (instance as Named)[NAMES_STATEMENTS];
  return statements && { named: statements.size, parses: statements.parses };
}

/**
 * parseResults's parsers and options: the call's parsers over the instance's, found through the
 * prototype. Given both, parseResults spreads the instance's 318 parsers and the call's into a
 * new object on every call (0.1–0.2 ms, a tenth of a list call's server time on PGlite,
 * branch t2lite); a lookup (`parsers[oid]`, all it does with them) answers the same.
 */
function resultParsers(instance: PGlite, options: QueryOptions | undefined) {
  if (!options?.parsers) return [instance.parsers, options] as const;
  let layers = layeredParsers.get(instance);
  if (!layers) layeredParsers.set(instance, (layers = new WeakMap()));
  let parsers = layers.get(options.parsers);
  if (!parsers) {
    parsers = Object.assign(
      Object.create(instance.parsers) as typeof instance.parsers,
      options.parsers,
    );
    layers.set(options.parsers, parsers);
  }
  return [parsers, { ...options, parsers: undefined }] as const;
}

/**
 * resultParsers' layers per instance by the call's parsers: a statement built once (decision
 * 048) passes the same options on every call, so its layer is built once too.
 */
const layeredParsers = new WeakMap<PGlite, WeakMap<object, PGlite['parsers']>>();
