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
 * A demonstration, and it says so: PostgreSQL runs with fsync off and Redis keeps
 * nothing on disk (docs/deploy.md gives the production settings). With --dir the cluster
 * keeps its folder, and its ports and human-check key in <dir>/cluster.json, so a
 * restart comes back on the same addresses; the instances' request logs (one JSON line
 * per request) go to <dir>/logs/<instance>.jsonl.
 *
 *   npm run cluster                        # a temporary folder, removed on Ctrl-C
 *   npm run cluster -- --dir /tmp/platter-cluster --port 8080 --readers 2
 *
 * The cluster test (tests/cluster/cluster.test.ts) and the bench use startCluster().
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  type WriteStream,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
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
  /** Where an instance's request log lines (JSON) go. Default `log`, prefixed with the instance's name. */
  requestLog?: (instance: string, line: string) => void;
  /** Told the cluster's folder once it is made. */
  onDir?: (dir: string) => void;
}

/** What `npm run cluster` says of itself before anything else. */
export const DEMO_NOTICE =
  'This is a local demonstration, not a deployment: PostgreSQL runs with fsync off (a crash of this machine ' +
  'can lose or corrupt its data) and Redis keeps nothing on disk (sessions and completions are gone when the ' +
  'cluster stops). docs/deploy.md gives the production settings.';

/** What a kept cluster folder remembers between runs (<dir>/cluster.json). */
interface ClusterState {
  /** Port per part: nginx, redis, postgres, writer, reader-1 … */
  ports: Record<string, number>;
  /** The instances' shared HUMAN_CHECK_HMAC_KEY. */
  hmacKey: string;
}

function readState(file: string): ClusterState | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ClusterState;
  } catch {
    return undefined;
  }
}

/** Whether nothing listens on the loopback port now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
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

/** Calls `onLine` with each whole line of a stream (a chunk may end mid-line). */
function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let partial = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream?.on('end', () => {
    if (partial) onLine(partial);
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The content remote at `remote` (a bare repository), holding `from` committed on main.
 * The commit's dates are fixed, so the same content makes the same commit in every
 * cluster: a backup of one restores into another without a content change.
 */
function makeContentRemote(from: string, remote: string): void {
  const seed = mkdtempSync(join(tmpdir(), 'platter-cluster-seed-'));
  try {
    cpSync(from, seed, { recursive: true });
    const date = '2026-01-01T00:00:00Z';
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', seed, ...args], {
        stdio: 'pipe',
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
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
  options.onDir?.(dir);
  // PostgreSQL runs as its own user when we are root: it must be able to pass through.
  chmodSync(dir, 0o711);
  const started: { stop(): Promise<void> }[] = [];
  let stopping = false;
  log(DEMO_NOTICE);

  // A kept folder keeps its ports: a restart comes back on the same addresses.
  const stateFile = join(dir, 'cluster.json');
  const saved = temporary ? undefined : readState(stateFile);
  const state: ClusterState = { ports: {}, hmacKey: saved?.hmacKey ?? randomBytes(32).toString('hex') };
  const portFor = async (part: string): Promise<number> => {
    const before = saved?.ports[part];
    const port = before !== undefined && (await portIsFree(before)) ? before : await freePort();
    if (before !== undefined && port !== before) log(`Port ${before} of ${part} is taken now; ${part} is on ${port}.`);
    state.ports[part] = port;
    return port;
  };
  const remember = () => {
    if (!temporary) writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  };

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
    const redis: TestRedis | undefined = await startRedis(await portFor('redis'));
    if (!redis) throw new Error('redis-server is not installed (apt-get install redis-server)');
    started.push(redis);
    const postgres: TestPostgres | undefined = await startPostgres({
      dataDir: join(dir, 'postgres'),
      port: await portFor('postgres'),
    });
    if (!postgres) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
    started.push(postgres);
    log(`Redis on ${redis.url}, PostgreSQL on ${postgres.url}`);

    const hmacKey = state.hmacKey;
    const nginxPort = options.port ?? (await portFor('nginx'));
    state.ports.nginx = nginxPort;
    const requestLog = options.requestLog ?? ((name: string, line: string) => log(`[${name}] ${line}`));
    const origin = `http://127.0.0.1:${nginxPort}`;

    const makeInstance = async (name: string, role: 'writer' | 'reader'): Promise<ClusterInstance> => {
      const home = join(dir, name);
      const contentDir = role === 'writer' ? writerContent : join(home, 'content');
      if (role === 'reader' && !existsSync(contentDir))
        execFileSync('git', ['clone', '-q', remote, contentDir], { stdio: 'pipe' });
      const port = await portFor(name);
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
        // Loopback clients may read /api/metrics (nginx answers 404 for it).
        METRICS: 'on',
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
        eachLine(proc.stdout, (line) => {
          if (line.startsWith('{')) requestLog(name, line);
          else if (line.trim()) log(`[${name}] ${line}`);
        });
        eachLine(proc.stderr, (line) => {
          if (line.trim()) log(`[${name}] ${line}`);
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
    remember();
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
  // Each instance's request log in a file of its own (the console keeps the rest).
  const logs = new Map<string, WriteStream>();
  let logDir = '';
  const cluster = await startCluster({
    ...(values.dir ? { dir: values.dir } : {}),
    ...(values.port ? { port: Number(values.port) } : {}),
    ...(values.readers ? { readers: Number(values.readers) } : {}),
    serveSite: !values['api-only'],
    requestLog(instance, line) {
      let out = logs.get(instance);
      if (!out) {
        mkdirSync(logDir, { recursive: true });
        out = createWriteStream(join(logDir, `${instance}.jsonl`), { flags: 'a' });
        logs.set(instance, out);
      }
      out.write(`${line}\n`);
    },
    onDir(dir) {
      logDir = join(dir, 'logs');
    },
  });
  const env = `DATABASE_URL=${cluster.databaseUrl} REDIS_URL=${cluster.redisUrl}`;
  console.log(`
Platter cluster is up: ${cluster.url}
  writer   ${cluster.writer.url}  (admin changes; content in ${cluster.contentDir})
  content remote ${cluster.remote}  (push to it as a merged pull request would)
${cluster.readers.map((r) => `  ${r.name} ${r.url}`).join('\n')}
  Redis ${cluster.redisUrl} · PostgreSQL ${cluster.databaseUrl}
Make an admin:  DATABASE_URL=${cluster.databaseUrl} npx platter users add chef --email chef@example.com --admin
Back it up:     ${env} CONTENT_DIR=${cluster.contentDir} npx platter backup /tmp/platter-backups
Request logs:   ${logDir}/<instance>.jsonl · metrics: curl ${cluster.writer.url}/api/metrics
${
  values.dir
    ? `Ports and data stay in ${cluster.dir}: the same command starts it again on the same addresses.`
    : 'A temporary folder: pass --dir <folder> to keep the data and the ports between runs.'
}
A demonstration: PostgreSQL fsync off, Redis without persistence (docs/deploy.md, production settings).
Ctrl-C stops everything${values.dir ? '' : ' and removes its folder'}.`);
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
