/**
 * `npm run bench` (last part): the cluster through nginx (scripts/cluster.ts), on fixture
 * content with rate limits off.
 * 1. Requests per second and p50/p99 of today's challenge (GET) and of completions
 *    (POST, one player each time, so every request is counted work) with one instance
 *    and with three (a writer and two readers), autocannon on loopback, 5 s each.
 * 2. kill -9 of one reader 2 s into 6 s of load on today's challenge: requests, errors,
 *    non-2xx answers and the p99 latency of that run.
 * Skipped with a note where redis-server, PostgreSQL or nginx is missing.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster.ts';
import { findNginx } from '../scripts/services/nginx.ts';
import { findPostgresBin } from '../scripts/services/postgres.ts';
import { findRedisServer } from '../scripts/services/redis.ts';

const FIXTURE = fileURLToPath(new URL('../tests/fixtures/api-content', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const ENV = {
  HUMAN_CHECK: 'off',
  PLATTER_NOW: '2026-03-10T15:00:00Z',
  RATE_LIMIT_WORK: '1000000000',
  RATE_LIMIT_READ: '1000000000',
};

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

const completion = JSON.stringify({
  date: '2026-03-10',
  challengeNumber: 6,
  playerId: 'bench-player-0001',
  guessCount: 3,
});

async function measure(readers: number): Promise<void> {
  const cluster = await startCluster({ serveSite: false, contentDir: FIXTURE, readers, env: ENV, log: () => {} });
  try {
    const today = await load(`${cluster.url}/api/public/daily-challenge/today`);
    const done = await load(`${cluster.url}/api/public/challenge-complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: completion,
    });
    const n = readers + 1;
    console.log(
      `  ${n} instance${n > 1 ? 's' : ' '}  today's challenge ${today.rps} req/s (p50 ${today.p50} ms, p99 ` +
        `${today.p99} ms) · completions ${done.rps} req/s (p50 ${done.p50} ms, p99 ${done.p99} ms)`,
    );
    if (readers > 0) {
      const victim = cluster.readers[0]!;
      const during = load(`${cluster.url}/api/public/daily-challenge/today`, { duration: 6 });
      setTimeout(() => victim.kill('SIGKILL'), 2000);
      const f = await during;
      await victim.ready(30_000);
      console.log(
        `  kill -9 of ${victim.name} during 6 s of load: ${f.requests} requests, ${f.errors} errors, ` +
          `${f.non2xx} non-2xx, p99 ${f.p99} ms; back and healthy after the supervisor's restart`,
      );
    }
  } finally {
    await cluster.stop();
  }
}

if (!findRedisServer() || !findPostgresBin() || !findNginx()) {
  console.log(
    'Cluster bench skipped: it needs redis-server, PostgreSQL and nginx (apt-get install redis-server ' +
      'postgresql nginx).',
  );
} else {
  console.log(
    `Cluster through nginx (${CONNECTIONS} connections, ${DURATION} s per figure, this machine's ` +
      `${(await import('node:os')).availableParallelism()} cores shared by everything):`,
  );
  await measure(0);
  await measure(2);
}
