/**
 * The Prometheus metrics of one app (prom-client, a registry of its own, so that several
 * apps in one process never mix their figures), served by api/routes/metrics.ts when
 * METRICS=on. What an operator alerts on:
 * - platter_http_requests_total{method,route,status} and
 *   platter_http_request_duration_seconds{method,route}: traffic, errors and latency per
 *   route pattern (the same bounded labels as the request log);
 * - platter_completions_today{outcome}: today's wins and give-ups (America/New_York),
 *   read from the shared store at each scrape;
 * - platter_content_info{commit} and platter_content_version: which content is served;
 * - platter_site_build_duration_seconds and platter_site_build_failed: the last site
 *   build of this process (a process that found its site current has built nothing);
 * - platter_store_errors_total{store}: failed calls of the records and keyed stores;
 * - Node's own (process_*, nodejs_*): memory, CPU, event-loop lag.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { headCommit, repoRootOf } from '../core/node/git.ts';
import { lastSiteBuild } from './build-output.ts';
import type { CompletionStore } from './stores/completions.ts';

/** What the metrics read from the app at a scrape. */
export interface MetricsSource {
  today(): string;
  readonly completions: CompletionStore;
  readonly contentDir: string;
  contentVersion(): number;
}

/** The stores whose failures are counted. */
export type CountedStore = 'records' | 'keyed';

export interface Metrics {
  readonly registry: Registry;
  /** Counts one answered request and its duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Counts one failed call of a store. */
  storeError(store: CountedStore): void;
  /** The exposition text and its content type. */
  render(): Promise<{ text: string; contentType: string }>;
}

/** Latency buckets in seconds: a cached answer takes well under a millisecond, a score a few. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The metrics of one app; `source` is read lazily, at each scrape. */
export function createMetrics(source: () => MetricsSource): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'platter_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'platter_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'platter_store_errors_total',
    help: 'Failed calls of the records store (lowdb or PostgreSQL) and the keyed store (files, Redis or PostgreSQL).',
    labelNames: ['store'] as const,
    registers: [registry],
  });
  for (const store of ['records', 'keyed'] as const) storeErrors.inc({ store }, 0);

  new Gauge({
    name: 'platter_completions_today',
    help: "Today's completions (America/New_York), all instances together: wins and give-ups.",
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const app = source();
      try {
        const stats = await app.completions.stats(app.today());
        this.set({ outcome: 'won' }, stats.completions);
        this.set({ outcome: 'gave_up' }, stats.gaveUp);
      } catch {
        // Counted by the store's own wrapper; the scrape still answers.
      }
    },
  });

  let commitOf: { version: number; commit: string } | undefined;
  new Gauge({
    name: 'platter_content_info',
    help: 'The content commit this instance serves (always 1; the commit is the label).',
    labelNames: ['commit'] as const,
    registers: [registry],
    async collect() {
      const app = source();
      const version = app.contentVersion();
      if (commitOf?.version !== version) {
        const root = await repoRootOf(app.contentDir);
        commitOf = { version, commit: (root && (await headCommit(root))) ?? 'none' };
      }
      this.reset();
      this.set({ commit: commitOf.commit }, 1);
    },
  });
  new Gauge({
    name: 'platter_content_version',
    help: 'How many times this instance has loaded its content (1 at start, one more per change).',
    registers: [registry],
    collect() {
      this.set(source().contentVersion());
    },
  });
  new Gauge({
    name: 'platter_site_build_duration_seconds',
    help: 'How long the last site build of this process took (0 before the first).',
    registers: [registry],
    collect() {
      const last = lastSiteBuild();
      if (last) this.set(last.seconds);
    },
  });
  new Gauge({
    name: 'platter_site_build_failed',
    help: 'Whether the last site build of this process failed (1: the previous site is still served), else 0.',
    registers: [registry],
    collect() {
      this.set(lastSiteBuild()?.ok === false ? 1 : 0);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    storeError(store) {
      storeErrors.inc({ store });
    },
    async render() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
  };
}
