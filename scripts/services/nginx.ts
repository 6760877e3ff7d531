/**
 * nginx (Debian's package) in front of several API instances, for `npm run cluster` and
 * the cluster test: a config written into a folder of ours, run in the foreground, on a
 * loopback port. Admin requests and account writes go to the writer; the rest is spread
 * over every instance (least connections). A failed or refused connection, or a 502/503,
 * is retried on another instance, and an instance that failed is left out for a few
 * seconds (nginx's passive health check), so losing one instance loses no request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxSite } from './nginx-site.ts';
import { findExecutable } from './process.ts';

/** Why the cluster runs are skipped. */
export const NGINX_SKIP_REASON = 'no nginx installed: `apt-get install nginx` to run the cluster';

export function findNginx(): string | undefined {
  return findExecutable('nginx', ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']);
}

export interface NginxLayout {
  port: number;
  writer: number;
  /** Every instance's port, the writer's included. */
  instances: readonly number[];
}

/** The nginx.conf of the layout, with its files under `dir`: the site template of nginx-site.ts on loopback. */
export function nginxConfig(layout: NginxLayout, dir: string): string {
  const runAsRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  const site = nginxSite({
    listen: `127.0.0.1:${layout.port}`,
    writer: `127.0.0.1:${layout.writer}`,
    instances: layout.instances.map((p) => `127.0.0.1:${p}`),
    // Loopback is the trusted proxy: a TLS proxy or CDN on this host.
    trustedProxies: ['127.0.0.1'],
  });
  return `# Written by scripts/services/nginx.ts for the Platter cluster.
${runAsRoot}worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${site.replace(/^(?=.)/gm, '  ')}}
`;
}

/** Resolves once something accepts connections on the port. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

/** Starts nginx with the layout's config under `dir`; resolves once it listens. */
export async function startNginx(layout: NginxLayout, dir: string): Promise<RunningNginx> {
  const binary = findNginx();
  if (!binary) throw new Error(NGINX_SKIP_REASON);
  for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(layout, dir));
  const child: ChildProcess = spawn(binary, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    waitForPort(layout.port),
    exited.then(() => {
      throw new Error(`nginx exited at start: ${stderr}`);
    }),
  ]);
  return {
    port: layout.port,
    async stop() {
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
