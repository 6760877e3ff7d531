/**
 * `npm run cluster`: the many-instance deployment of docs/deploy.md, on this machine.
 * Starts Redis and PostgreSQL (Debian's packages, data under the cluster folder), one
 * writer and two reader API instances (`node scripts/start.ts` each, on free ports), and
 * nginx in front; restarts an instance that dies. The content lives in a bare repository
 * of its own (`content.git`, standing for the forge: push to it as a merged pull request
 * would); the writer owns a clone it pulls and pushes, each reader a clone it pulls when
 * the writer announces a commit. The site is built once, before the instances start,
 * into the shared site folder (each instance then finds it current); after that only the
 * writer rebuilds, once per content commit.
 *
 *   npm run cluster                        # a temporary folder, removed on Ctrl-C
 *   npm run cluster -- --dir /tmp/platter-cluster --port 8080 --readers 2
 *
 * The cluster test (tests/cluster/cluster.test.ts) and the bench use startCluster().
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.ts';
import { startNginx, type RunningNginx } from './services/nginx.ts';
import { startPostgres, type TestPostgres } from './services/postgres.ts';
import { startRedis, type TestRedis } from './services/redis.ts';
import { ensureSite, siteDirFromEnv } from './site-build.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ClusterOptions {
  /** The cluster's folder (kept); a temporary one (removed on stop) when absent. */
  dir?: string;
  /** nginx's port. Default a free one. */
  port?: number;
  /** Reader instances beside the writer. Default 2. */
  readers?: number;
  /** Serve the built site too (built first when stale). Default true. */
  serveSite?: boolean;
  /** The content to start from. Default ./content. */
  contentDir?: string;
  /** The served site folder every instance shares. Default SITE_DIR, else dist/ in the checkout. */
  siteDir?: string;
  /** Extra environment for every instance (HUMAN_CHECK=off, PLATTER_NOW …). */
  env?: Record<string, string>;
  /** Restart an instance that exits. Default true. */
  supervise?: boolean;
  log?: (line: string) => void;
}

/** One API instance of the cluster. */
export interface ClusterInstance {
  name: string;
  role: 'writer' | 'reader';
  port: number;
  url: string;
  /** The current process's pid. */
  pid(): number | undefined;
  /** How many times the supervisor restarted it. */
  restarts(): number;
  /** Sends a signal to the process (the supervisor brings it back unless stopping). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once /api/health answers 200 (after a restart, say). */
  ready(timeoutMs?: number): Promise<void>;
}

export interface Cluster {
  /** nginx's URL: what players and admins use. */
  url: string;
  writer: ClusterInstance;
  readers: ClusterInstance[];
  instances: ClusterInstance[];
  redisUrl: string;
  databaseUrl: string;
  /** The writer's content working copy. */
  contentDir: string;
  /** The content remote (a bare repository): what a merged pull request pushes to. */
  remote: string;
  dir: string;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The content remote at `remote` (a bare repository), holding `from` committed on main. */
function makeContentRemote(from: string, remote: string): void {
  const seed = mkdtempSync(join(tmpdir(), 'platter-cluster-seed-'));
  try {
    cpSync(from, seed, { recursive: true });
    const git = (...args: string[]) => execFileSync('git', ['-C', seed, ...args], { stdio: 'pipe' });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git(
      '-c',
      'user.name=Platter cluster',
      '-c',
      'user.email=cluster@platter.invalid',
      'commit',
      '-q',
      '-m',
      'Content the cluster started from',
    );
    execFileSync('git', ['clone', '-q', '--bare', seed, remote], { stdio: 'pipe' });
  } finally {
    rmSync(seed, { recursive: true, force: true });
  }
}

/** Starts the whole cluster; resolves once nginx and every instance answer. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const temporary = options.dir === undefined;
  const dir = resolve(options.dir ?? mkdtempSync(join(tmpdir(), 'platter-cluster-')));
  mkdirSync(dir, { recursive: true });
  // PostgreSQL runs as its own user when we are root: it must be able to pass through.
  chmodSync(dir, 0o711);
  const started: { stop(): Promise<void> }[] = [];
  let stopping = false;

  const stopAll = async () => {
    stopping = true;
    for (const part of started.reverse()) await part.stop().catch((e: unknown) => log(`stop: ${(e as Error).message}`));
    if (temporary) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const remote = join(dir, 'content.git');
    if (!existsSync(remote)) makeContentRemote(resolve(options.contentDir ?? join(ROOT, 'content')), remote);
    const writerContent = join(dir, 'writer', 'content');
    if (!existsSync(writerContent)) execFileSync('git', ['clone', '-q', remote, writerContent], { stdio: 'pipe' });
    const siteDir = resolve(options.siteDir ?? siteDirFromEnv());
    // One build of the content, before any instance starts: each then finds it current.
    if (options.serveSite !== false) {
      const site = await ensureSite({ siteDir, contentDir: writerContent, log });
      if (site !== true)
        throw new Error('the site could not be built; run `npx astro build` to see why, or pass --api-only');
    }
    const redis: TestRedis | undefined = await startRedis();
    if (!redis) throw new Error('redis-server is not installed (apt-get install redis-server)');
    started.push(redis);
    const postgres: TestPostgres | undefined = await startPostgres({ dataDir: join(dir, 'postgres') });
    if (!postgres) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
    started.push(postgres);
    log(`Redis on ${redis.url}, PostgreSQL on ${postgres.url}`);

    const hmacKey = randomBytes(32).toString('hex');
    const nginxPort = options.port ?? (await freePort());
    const origin = `http://127.0.0.1:${nginxPort}`;

    const makeInstance = async (name: string, role: 'writer' | 'reader'): Promise<ClusterInstance> => {
      const home = join(dir, name);
      const contentDir = role === 'writer' ? writerContent : join(home, 'content');
      if (role === 'reader' && !existsSync(contentDir))
        execFileSync('git', ['clone', '-q', remote, contentDir], { stdio: 'pipe' });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CONTENT_DIR: contentDir,
        DATA_DIR: join(home, 'data'),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        PLATTER_ROLE: role,
        // The writer pulls and pushes the content remote; readers pull it.
        CONTENT_GIT_PUSH: role === 'writer' ? '1' : '0',
        CONTENT_PULL: role === 'reader' ? '1' : '0',
        CONTENT_POLL_SECONDS: '15',
        TRUST_PROXY: '1',
        SITE_ORIGIN: origin,
        HUMAN_CHECK_HMAC_KEY: hmacKey,
        SERVE_SITE: options.serveSite === false ? '0' : '1',
        SITE_DIR: siteDir,
        SITE_REBUILD: role === 'writer' && options.serveSite !== false ? '1' : '0',
        ...options.env,
      };
      let child: ChildProcess | undefined;
      let restarts = 0;
      const spawnIt = () => {
        const proc = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        proc.stdout?.on('data', (c: Buffer) => {
          for (const line of c.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
        });
        proc.stderr?.on('data', (c: Buffer) => {
          for (const line of c.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
        });
        proc.once('exit', (code, signal) => {
          if (stopping || child !== proc || options.supervise === false) return;
          log(`[${name}] exited (${signal ?? code}); restarting it`);
          restarts += 1;
          setTimeout(() => {
            if (!stopping) child = spawnIt();
          }, 300);
        });
        return proc;
      };
      child = spawnIt();
      const instance: ClusterInstance = {
        name,
        role,
        port,
        url,
        pid: () => child?.pid,
        restarts: () => restarts,
        kill: (signal) => child?.kill(signal),
        async ready(timeoutMs = 60_000) {
          const until = Date.now() + timeoutMs;
          while (!(await healthy(url))) {
            if (Date.now() > until) throw new Error(`${name} did not become healthy on ${url} within ${timeoutMs} ms`);
            await sleep(100);
          }
        },
      };
      started.push({
        async stop() {
          const proc = child;
          child = undefined;
          if (!proc || proc.exitCode !== null) return;
          const exited = new Promise<void>((r) => proc.once('exit', () => r()));
          proc.kill('SIGTERM');
          await Promise.race([exited, sleep(10_000).then(() => proc.kill('SIGKILL'))]);
        },
      });
      return instance;
    };

    const writer = await makeInstance('writer', 'writer');
    const readers: ClusterInstance[] = [];
    for (let i = 1; i <= (options.readers ?? 2); i++) readers.push(await makeInstance(`reader-${i}`, 'reader'));
    const instances = [writer, ...readers];
    await Promise.all(instances.map((i) => i.ready()));

    const nginx: RunningNginx = await startNginx(
      { port: nginxPort, writer: writer.port, instances: instances.map((i) => i.port) },
      join(dir, 'nginx'),
    );
    started.push(nginx);
    return {
      url: origin,
      writer,
      readers,
      instances,
      redisUrl: redis.url,
      databaseUrl: postgres.url,
      contentDir: writerContent,
      remote,
      dir,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      readers: { type: 'string' },
      'api-only': { type: 'boolean' },
    },
  });
  const cluster = await startCluster({
    ...(values.dir ? { dir: values.dir } : {}),
    ...(values.port ? { port: Number(values.port) } : {}),
    ...(values.readers ? { readers: Number(values.readers) } : {}),
    serveSite: !values['api-only'],
  });
  console.log(`
Platter cluster is up: ${cluster.url}
  writer   ${cluster.writer.url}  (admin changes; content in ${cluster.contentDir})
  content remote ${cluster.remote}  (push to it as a merged pull request would)
${cluster.readers.map((r) => `  ${r.name} ${r.url}`).join('\n')}
  Redis ${cluster.redisUrl} · PostgreSQL ${cluster.databaseUrl}
Make an admin:  DATABASE_URL=${cluster.databaseUrl} npx platter users add chef --email chef@example.com --admin
Ctrl-C stops everything${values.dir ? ` (the data stays in ${cluster.dir})` : ' and removes its folder'}.`);
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    console.log('Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
