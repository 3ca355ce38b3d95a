import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DependencyHealth } from './lib/dependency-health';
import { TaskMemoryError, TaskTimeoutError } from './workers/cpu-pool';
import type { CpuPoolStats, CpuWork } from './workers/cpu-work';
import { PoolBusyError } from './workers/fair-queue';

/** What the gauges read at scrape time; `redis` when REDIS_URL is set. */
export type MetricSources = { cpu: CpuWork; database: Database; redis?: DependencyHealth };

type DbPoolStats = ReturnType<NonNullable<Database['poolStats']>>;
/** One value of a gauge, with its labels. */
type Reading = [labels: Record<string, string>, value: number];

/** How a CPU task ended, as a label with a handful of values (never an error's own text). */
function taskOutcome(error: unknown): string {
  if (error === null) return 'ok';
  if (error instanceof TaskTimeoutError) return 'timeout';
  if (error instanceof TaskMemoryError) return 'memory';
  if (error instanceof PoolBusyError) return 'busy';
  return 'failed';
}

/**
 * One app's Prometheus metrics, in a registry of its own (never prom-client's global one), so any
 * number of apps can live in one process. Served at GET /metrics (plugins/app/metrics.ts).
 */
export class AppMetrics {
  readonly registry = new Registry();

  /** Labelled by the route's pattern (`/api/v1/resumes/:id`), never the URL with its ids. */
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  /** Upload reading (`parse`) and PDF rendering (`render`), queue wait included. */
  readonly cpuTaskDuration = new Histogram({
    name: 'resumecraft_cpu_task_duration_seconds',
    help: 'Upload parses and export renders in the worker pools (waiting included), by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers: [this.registry],
  });

  readonly aiStreamsStarted = new Counter({
    name: 'resumecraft_ai_streams_started_total',
    help: 'AI answers that started streaming, by request kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly aiStreamsEnded = new Counter({
    name: 'resumecraft_ai_streams_ended_total',
    help: 'AI answers that ended, by request kind and outcome (completed, failed, timeout, cancelled)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly aiCreditsSpent = new Counter({
    name: 'resumecraft_ai_credits_spent_total',
    help: 'AI credits taken from free users (refunds are counted apart)',
    registers: [this.registry],
  });

  readonly aiCreditsRefunded = new Counter({
    name: 'resumecraft_ai_credits_refunded_total',
    help: 'AI credits given back because the answer failed, timed out or was stopped',
    registers: [this.registry],
  });

  constructor({ cpu, database, redis }: MetricSources) {
    // The process's own: CPU, memory, heap, event-loop lag, garbage collection.
    collectDefaultMetrics({ register: this.registry });
    cpu.observe((kind, seconds, error) =>
      this.cpuTaskDuration.observe({ kind, outcome: taskOutcome(error) }, seconds),
    );
    const pools = (read: (stats: CpuPoolStats) => number) => (): Reading[] =>
      Object.entries(cpu.stats()).map(([pool, stats]) => [{ pool }, read(stats)]);
    const perPool = ', per pool (parse: uploads, render: exports)';
    this.gauge(
      'worker_pool_queue_length',
      `Tasks waiting for a worker thread${perPool}`,
      pools((s) => s.queued),
    );
    this.gauge(
      'worker_pool_busy_workers',
      `Worker threads running a task${perPool}`,
      pools((s) => s.busy),
    );
    this.gauge(
      'worker_pool_size',
      `Worker threads a pool may run at once${perPool}`,
      pools((s) => s.capacity),
    );
    // PostgreSQL only: the embedded database (PGlite) is one connection inside this process, which
    // runs one query at a time, with no pool to report.
    const { poolStats } = database;
    if (poolStats) {
      const db = (read: (stats: DbPoolStats) => number) => (): Reading[] => [[{}, read(poolStats())]];
      this.gauge(
        'db_pool_connections',
        'Connections the database pool holds open',
        db((s) => s.total),
      );
      this.gauge(
        'db_pool_idle_connections',
        'Open connections waiting for a query',
        db((s) => s.idle),
      );
      this.gauge(
        'db_pool_waiting_queries',
        'Queries waiting for a free connection',
        db((s) => s.waiting),
      );
    }
    if (redis) {
      this.gauge(
        'dependency_up',
        'Whether an outside service answers (1) or this instance is doing without it (0), by dependency',
        () => [[{ dependency: redis.name }, redis.up ? 1 : 0]],
      );
      new Counter({
        name: 'resumecraft_rate_limit_fallback_decisions_total',
        help: 'Rate-limit decisions taken by this instance alone because Redis was unreachable',
        registers: [this.registry],
        collect() {
          this.reset();
          this.inc(redis.fallbackDecisions);
        },
      });
    }
  }

  /** A gauge whose values are read when it is scraped. */
  private gauge(name: string, help: string, read: () => Reading[]) {
    // The label names are those its readings carry (`pool`, or none).
    const labelNames = [...new Set(read().flatMap(([labels]) => Object.keys(labels)))];
    new Gauge({
      name: `resumecraft_${name}`,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        for (const [labels, value] of read()) this.set(labels, value);
      },
    });
  }
}

/** Metrics when METRICS_TOKEN turns them on; otherwise nothing is collected. */
export function createMetrics(config: Pick<Config, 'metricsToken'>, sources: MetricSources) {
  return config.metricsToken ? new AppMetrics(sources) : undefined;
}
