import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, collectDefaultMetrics, type Registry } from 'prom-client';
import { ERROR_CODES, type ErrorCode } from '#shared/errors';
import type { PoolStats } from '#server/db/client';
import { errorLogFields } from '#server/lib/log-redaction';
import { OUTBOX_CHANNELS, type MetricsReadings } from '#server/modules/metrics/metrics.service';

export interface MetricsPluginOptions {
  /** One registry per app: tests build many apps in one process. */
  registry: Registry;
  readings: MetricsReadings;
  /** The PostgreSQL pool (absent for PGlite: no pool series then). */
  poolStats?: () => PoolStats;
  /** Open notification streams of this process. */
  liveStreams: () => number;
  /**
   * Node's process metrics (heap, event loop, GC): only when the endpoint is served, since each
   * collection starts observers that live as long as the process.
   */
  processMetrics: boolean;
}

/** A 404 has no route: its label stays one value instead of one per URL tried. */
const UNMATCHED_ROUTE = '(unmatched)';
const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** The code of an error body ({ error: { code } }), or undefined for any other payload. */
function errorCodeOf(payload: unknown): ErrorCode | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{"error"')) return undefined;
  try {
    const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Prometheus series for an operator: request rates and latencies per route template,
 * error bodies by code, the pool, the outbox, overdue tasks and live streams. Database readings
 * run at scrape time, each bounded (metrics.service.ts); a failed one reads NaN, not a stale value.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(async (app, options) => {
  const { registry, readings } = options;
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, in seconds',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers by their error code (the code in the { error: { code } } body)',
    labelNames: ['code'] as const,
    registers,
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) {
      const code = errorCodeOf(payload);
      if (code) errors.inc({ code });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const poolStats = options.poolStats;
  if (poolStats) {
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    pool('db_pool_connections', 'Connections the database pool holds', (stats) => stats.total);
    pool('db_pool_connections_idle', 'Connections of the pool not in use', (stats) => stats.idle);
    pool(
      'db_pool_requests_waiting',
      'Queries waiting for a free connection of the pool',
      (stats) => stats.waiting,
    );
  }

  /** A gauge read from the database at scrape time; a failed or late reading is NaN, never stale. */
  const fromDatabase = <T>(
    gauge: {
      name: string;
      help: string;
      labelNames?: readonly string[];
      labelSets?: Record<string, string>[];
    },
    read: () => Promise<T>,
    apply: (target: Gauge, reading: T) => void,
  ) =>
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: gauge.labelNames ?? [],
      registers,
      async collect() {
        try {
          apply(this, await read());
        } catch (error) {
          app.log.warn(
            { err: errorLogFields(error), metric: gauge.name },
            'metrics: database reading failed',
          );
          this.reset();
          if (gauge.labelSets) for (const labels of gauge.labelSets) this.set(labels, Number.NaN);
          else this.set(Number.NaN);
        }
      },
    });
  // Both outbox gauges come from one query: the collects of one scrape start together and share it.
  let backlog: ReturnType<MetricsReadings['outbox']> | undefined;
  const readBacklog = () => {
    backlog ??= readings.outbox().finally(() => {
      backlog = undefined;
    });
    return backlog;
  };
  // By channel: SMS wait for good while no gateway is configured, e-mail should never wait long.
  const byChannel = {
    labelNames: ['channel'],
    labelSets: OUTBOX_CHANNELS.map((channel) => ({ channel })),
  };
  fromDatabase(
    { name: 'outbox_pending_messages', help: 'E-mails and SMS not yet delivered', ...byChannel },
    readBacklog,
    (gauge, rows) => rows.forEach((row) => gauge.set({ channel: row.channel }, row.pending)),
  );
  fromDatabase(
    {
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message not yet delivered, in seconds (0 when none)',
      ...byChannel,
    },
    readBacklog,
    (gauge, rows) =>
      rows.forEach((row) => gauge.set({ channel: row.channel }, row.oldestAgeSeconds)),
  );
  fromDatabase(
    {
      name: 'scheduled_tasks_overdue',
      help: 'Scheduled tasks (deadlines, follow-ups, billing) due more than a minute ago and not done',
    },
    readings.overdueTasks,
    (gauge, count) => gauge.set(count),
  );
  new Gauge({
    name: 'notification_streams_live',
    help: 'Open live notification streams (server-sent events) of this process',
    registers,
    collect() {
      this.set(options.liveStreams());
    },
  });
});
