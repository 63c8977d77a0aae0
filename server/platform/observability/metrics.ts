import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Distinct GraphQL operation names labelled as such; later ones count as "other". */
const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Seconds: fast API answers up to slow PDFs. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the pool of database connections tells (node-postgres's, under MikroORM 7). */
export interface PoolProbe {
  used(): number;
  free(): number;
  pending(): number;
  max: number;
}

/**
 * The app's Prometheus metrics, in a registry of its own (tests build many apps in one process).
 * Labels are bounded: route patterns (never raw URLs), status codes, a capped set of operation names.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly graphqlOperations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations, by operation name and outcome (ok, error)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer GraphQL operations, by operation name',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly dbPoolWait = new Histogram({
    name: 'db_pool_acquire_wait_seconds',
    help: 'Time requests waited for a database connection',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3],
    registers: [this.registry],
  });
  readonly pdfRenders = new Histogram({
    name: 'pdf_render_duration_seconds',
    help: 'Time a PDF took in a worker thread (waiting included), by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly loginFailures = new Counter({
    name: 'auth_login_failures_total',
    help: 'Logins refused for a wrong user name or password',
    registers: [this.registry],
  });
  readonly throttled = new Counter({
    name: 'throttled_requests_total',
    help: 'Requests refused by a throttle (429), by action',
    labelNames: ['action'] as const,
    registers: [this.registry],
  });
  readonly graphqlRefusedDocuments = new Counter({
    name: 'graphql_documents_refused_total',
    help: 'GraphQL documents refused by a limit before graphql-js validated them, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  readonly mails = new Counter({
    name: 'mails_total',
    help: 'E-mails handed to the mail server, by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly operationNames = new Set<string>();

  constructor() {
    // Heap, CPU, event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), handles, GC.
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['sent', 'failed']) this.mails.inc({ outcome }, 0);
    this.loginFailures.inc(0);
  }

  /** The label of an operation name: itself while the set of names is small, else "other". */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** Gauges read when scraped: the database pool and the PDF queue. */
  observePool(probe: PoolProbe): void {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state (used, free, max) and requests waiting for one (pending)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'used' }, probe.used());
        this.set({ state: 'free' }, probe.free());
        this.set({ state: 'pending' }, probe.pending());
        this.set({ state: 'max' }, probe.max);
      },
    });
  }

  observePdfQueue(probe: { running(): number; waiting(): number }): void {
    new Gauge({
      name: 'pdf_queue_tasks',
      help: 'PDF renders in worker threads (running) and waiting for a thread (waiting)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'running' }, probe.running());
        this.set({ state: 'waiting' }, probe.waiting());
      },
    });
  }
}
