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

/** The paths of account routes that change something: they go to the writer. */
const ACCOUNT_PATHS = '^/api/(login|logout|session|signup|users|me|change-password|password-reset|verify-email|resend-verification)';

/** The nginx.conf of the layout, with its files under `dir`. */
export function nginxConfig(layout: NginxLayout, dir: string): string {
  const servers = (ports: readonly number[]) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n');
  const runAsRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
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
  client_max_body_size 12m;

  upstream platter_all {
    least_conn;
${servers(layout.instances)}
    keepalive 64;
  }
  upstream platter_writer {
    server 127.0.0.1:${layout.writer};
    keepalive 16;
  }
  # Reads of accounts go anywhere; changes go to the writer.
  map $request_method $account_upstream {
    GET platter_all;
    HEAD platter_all;
    default platter_writer;
  }

  server {
    listen 127.0.0.1:${layout.port};
    # The client address: from X-Forwarded-For when the request came through a proxy we
    # trust (here loopback: a TLS proxy or CDN on this host), else the connection's.
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The client's address as nginx saw it, never what the client claims (TRUST_PROXY=1 on the instances).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 1s;
    proxy_read_timeout 60s;
    # Every player POST is safe to repeat (scoring is pure, a completion counts once per
    # player), so a request cut off by a dying instance is retried on another one.
    proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;
    proxy_next_upstream_tries 3;

    location /api/admin/ {
      proxy_pass http://platter_writer;
    }
    location ~ ${ACCOUNT_PATHS} {
      proxy_pass http://$account_upstream;
    }
    location / {
      proxy_pass http://platter_all;
    }
  }
}
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
  for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(join(dir, sub), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(layout, dir));
  const child: ChildProcess = spawn(binary, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
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
