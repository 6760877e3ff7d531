/**
 * A server for the bench, run as a child process so the load generator never shares its
 * event loop: `platter` is the real app (createApp behind srvx, rate limits raised),
 * `trivial` a bare h3 app answering { ok: true }, the machine's ceiling; `admin` the real
 * app with the human check off, for signing in from bench/admin.ts. It reports its
 * URL, and on request its memory and CPU time, over the IPC channel.
 */
import { H3 } from 'h3';
import { serve } from 'srvx';
import { startServer } from '../api/server.ts';

const [kind, contentDir, dataDir, now] = process.argv.slice(2);
const fixedNow = Date.parse(now ?? '');
if (!process.send) throw new Error('bench/server.ts runs as a child of bench/run.ts');
const send = (message: unknown) => process.send!(message);

let url: string;
if (kind === 'trivial') {
  const app = new H3().get('/', () => ({ ok: true }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false });
  await server.ready();
  url = server.url!.replace(/\/$/, '');
} else {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    app: {
      contentDir: contentDir!,
      dataDir: dataDir!,
      storage: 'memory',
      now: () => new Date(fixedNow),
      // Raised, not switched off: the limiter's cost is part of every request.
      rateLimit: { work: 1e12, read: 1e12 },
      silent: true,
      ...(kind === 'admin' ? { humanCheck: { provider: 'off' as const } } : {}),
    },
  });
  url = server.url;
}

process.on('message', (message) => {
  if (message === 'memory') {
    const before = process.memoryUsage();
    // Run with --expose-gc: the heap after a full collection is what the server really keeps.
    (globalThis as { gc?: () => void }).gc?.();
    send({ rss: before.rss, heap: process.memoryUsage().heapUsed });
  }
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpu: user + system });
  }
  if (message === 'exit') process.exit(0);
});
send({ url });
