import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { PlatformErrors, serviceUnavailable } from '../errors.js';

/** The project root: this file is server/platform/pdf/ in the sources and dist/server/platform/pdf/ when built. */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const ROOT = path.resolve(HERE, FROM_SOURCES ? '../../..' : '../../../..');

/**
 * The JavaScript file a worker thread runs for the module at `moduleUrl` (pass `import.meta.url`
 * of the worker module's sibling and its base name). Built, that is the sibling .js file. Run from
 * TypeScript sources (Jest via swc), worker threads cannot load .ts, so it is the compiled file in
 * dist/ (`npm test` compiles the server before Jest), refused when missing or older than its sources.
 */
export function workerFile(siblingUrl: string, baseName: string): string {
  const dir = path.dirname(fileURLToPath(siblingUrl));
  if (!FROM_SOURCES) return path.join(dir, `${baseName}.js`);
  const source = path.join(dir, `${baseName}.ts`);
  const compiled = path.join(ROOT, 'dist', path.relative(ROOT, dir), `${baseName}.js`);
  const stale = staleSource(source, compiled);
  if (stale) {
    throw new Error(
      `${path.relative(ROOT, compiled)} is missing or older than ${path.relative(ROOT, stale)}: run \`npm run build:server\``,
    );
  }
  return compiled;
}

/** The first TypeScript source in the relative (non-type) import graph of `source` newer than `compiled`. */
function staleSource(source: string, compiled: string): string | null {
  if (!existsSync(compiled)) return source;
  const builtAt = statSync(compiled).mtimeMs;
  const seen = new Set<string>();
  const visit = (file: string): string | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    if (statSync(file).mtimeMs > builtAt) return file;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(
      /^(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.{1,2}\/[^']+)\.js'/gm,
    )) {
      const next = path.resolve(path.dirname(file), `${spec}.ts`);
      const stale = existsSync(next) ? visit(next) : null;
      if (stale) return stale;
    }
    return null;
  };
  return visit(source);
}

export interface WorkerPoolOptions {
  /** The worker file (see `workerFile`), asked on first use; its default export runs each task. */
  filename: () => string;
  threads: number;
  /** Tasks that may wait for a thread; more at once are refused with 503. */
  queue: number;
  /** Told of every finished task: its seconds (waiting included) and whether it succeeded (metrics). */
  observe?: (seconds: number, ok: boolean) => void;
}

/**
 * A bounded pool of worker threads for CPU-bound work (PDF rendering) that would otherwise stall
 * every request on the event loop. At most `threads` tasks run and `queue` wait; one more is
 * refused at once (503 SERVICE_UNAVAILABLE with Retry-After) rather than piling up.
 */
export class WorkerPool {
  private pool: Piscina | null = null;
  private readonly capacity: number;
  private readonly running = new Set<Promise<unknown>>();
  private closing = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.capacity = options.threads + options.queue;
  }

  /** Threads start on first use (an app that renders nothing starts none) and then stay, fonts parsed. */
  private started(): Piscina {
    return (this.pool ??= new Piscina({
      filename: this.options.filename(),
      minThreads: 0,
      maxThreads: this.options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // The bound is ours (`run`), so that a refusal is immediate and exact.
      maxQueue: Number.POSITIVE_INFINITY,
    }));
  }

  /** Runs a task in a worker thread; `filename` runs another worker file in the same threads (tests). */
  async run<T>(task: unknown, options: { filename?: string } = {}): Promise<T> {
    if (this.closing || this.running.size >= this.capacity) throw serviceUnavailable(PlatformErrors.serverBusy);
    const startedAt = process.hrtime.bigint();
    const observe = (ok: boolean) => this.options.observe?.(Number(process.hrtime.bigint() - startedAt) / 1e9, ok);
    const result = this.started().run(task, options) as Promise<T>;
    const settled = result.then(
      () => observe(true),
      () => observe(false),
    );
    this.running.add(settled);
    try {
      return await result;
    } finally {
      this.running.delete(settled);
    }
  }

  /** Tasks waiting for a thread now. */
  get waiting(): number {
    return this.pool?.queueSize ?? 0;
  }

  /** Tasks being run by a thread now. */
  get runningNow(): number {
    return Math.max(0, this.running.size - this.waiting);
  }

  /** Tasks finished by worker threads since the start. */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  /** The worker threads alive now. */
  get threads(): readonly Worker[] {
    return this.pool?.threads ?? [];
  }

  /** Lets the tasks under way finish, then ends the threads: the process (and Jest) can then exit. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.running);
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
