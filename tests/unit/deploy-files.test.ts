/**
 * deploy/ cannot drift from the code: the nginx site file is the cluster's template
 * rendered for production (and nginx accepts it), the systemd units pass
 * `systemd-analyze verify`, and .env.example names every variable the server reads with
 * the defaults the code applies.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminEnvSchema, adminSettingsFromEnv } from '../../api/admin/services.ts';
import { EnvSchema, settingsFromEnv } from '../../api/options.ts';
import { DEPLOY_SITE, deployNginxFile } from '../../scripts/services/nginx-site.ts';
import { findNginx, nginxConfig } from '../../scripts/services/nginx.ts';
import { findExecutable } from '../../scripts/services/process.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const temp = mkdtempSync(join(tmpdir(), 'platter-deploy-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The location blocks of the server that routes (the last one: before it, at most the redirect to HTTPS),
 * whitespace-normalised, in order.
 */
function locations(conf: string): string[] {
  return [...conf.slice(conf.lastIndexOf('server {')).matchAll(/^\s*location [^{]*\{[^}]*\}/gm)].map((m) =>
    m[0].replace(/\s+/g, ' ').trim(),
  );
}

/** The map blocks (which upstream a request goes to). */
function maps(conf: string): string[] {
  return [...conf.matchAll(/^\s*map [^{]*\{[^}]*\}/gm)].map((m) => m[0].replace(/\s+/g, ' ').trim());
}

describe('deploy/nginx/platter.conf', () => {
  const file = read('deploy/nginx/platter.conf');
  const cluster = nginxConfig({ port: 8080, writer: 4321, instances: [4321, 4322, 4323] }, '/tmp/cluster-nginx');

  it('is the template rendered for production (run `node scripts/deploy-files.ts` after changing the template)', () => {
    expect(file).toBe(deployNginxFile());
  });

  it('routes exactly as the cluster does: the same locations and the same account map', () => {
    expect(locations(file).length).toBeGreaterThanOrEqual(4);
    expect(locations(file)).toEqual(locations(cluster));
    expect(maps(cluster).every((m) => maps(file).includes(m))).toBe(true);
    for (const upstream of ['upstream platter_all', 'upstream platter_writer']) {
      expect(file).toContain(upstream);
      expect(cluster).toContain(upstream);
    }
  });

  it(
    'serves TLS with the usual certificate paths, HSTS, the app security headers, compression ' + 'and a site cache',
    () => {
      expect(file).toMatch(/listen 443 ssl http2;/);
      expect(file).toContain('ssl_certificate /etc/letsencrypt/live/platter.example/fullchain.pem;');
      expect(file).toContain('return 301 https://$host$request_uri;');
      expect(file).toMatch(/location \/\.well-known\/acme-challenge\/ \{\s*root \/var\/www\/html;/);
      expect(file).toContain('add_header strict-transport-security');
      expect(file).toContain('add_header x-content-type-options "nosniff" always;');
      expect(file).toContain('add_header referrer-policy "strict-origin-when-cross-origin" always;');
      expect(file).toContain('gzip on;');
      expect(file).toContain('proxy_cache platter_site;');
      expect(file).not.toMatch(/^\s*user /m);
    },
  );

  it.skipIf(!findNginx() || !findExecutable('openssl'))(
    'is accepted by `nginx -t` (with a throwaway certificate)',
    () => {
      const dir = join(temp, 'nginx');
      mkdirSync(join(dir, 'cache'), { recursive: true });
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=platter.example',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'pipe' },
      );
      const site = file
        .replace(DEPLOY_SITE.tls!.certificate, join(dir, 'cert.pem'))
        .replace(DEPLOY_SITE.tls!.key, join(dir, 'key.pem'))
        .replace(DEPLOY_SITE.cacheDir!, join(dir, 'cache'))
        .replace(/listen 80;/, 'listen 127.0.0.1:18080;')
        .replace(/listen 443 ssl http2;/, 'listen 127.0.0.1:18443 ssl http2;');
      writeFileSync(join(dir, 'platter.conf'), site);
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  client_body_temp_path ` +
          `${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/platter.conf;\n}\n`,
      );
      const result = spawnSync(
        findNginx()!,
        ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')],
        { encoding: 'utf8' },
      );
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    },
  );
});

describe('deploy/systemd', () => {
  const units = ['platter-writer.service', 'platter-reader@.service'];

  it('restart on failure as a dedicated user, with hardening', () => {
    for (const unit of units) {
      const text = read(`deploy/systemd/${unit}`);
      for (const line of [
        'Restart=on-failure',
        'User=platter',
        'NoNewPrivileges=yes',
        'ProtectSystem=strict',
        'ProtectHome=yes',
        'PrivateTmp=yes',
        'EnvironmentFile=/etc/platter/platter.env',
      ]) {
        expect(text, `${unit}: ${line}`).toContain(line);
      }
    }
    expect(read('deploy/systemd/platter-writer.service')).toContain('PLATTER_ROLE=writer');
    expect(read('deploy/systemd/platter-reader@.service')).toContain('PLATTER_ROLE=reader PORT=%i');
  });

  it("back up nightly with the writer's data and content, as the dedicated user, with hardening", () => {
    const service = read('deploy/systemd/platter-backup.service');
    const writer = read('deploy/systemd/platter-writer.service');
    const dirs = (text: string) => /^Environment=CONTENT_DIR=(\S+) DATA_DIR=(\S+)/m.exec(text)?.slice(1, 3);
    expect(dirs(service)).toEqual(dirs(writer));
    for (const line of [
      'Type=oneshot',
      'User=platter',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'EnvironmentFile=/etc/platter/platter.env',
    ])
      expect(service).toContain(line);
    expect(service).toMatch(/^ExecStart=\S+ cli\/bin\.mjs backup \/var\/backups\/platter --keep \d+$/m);
    expect(read('deploy/systemd/platter-backup.timer')).toMatch(/^OnCalendar=.+$/m);
  });

  it.skipIf(!findExecutable('systemd-analyze', ['/usr/bin', '/bin']))(
    'pass `systemd-analyze verify` without a warning',
    () => {
      const dir = join(temp, 'systemd');
      mkdirSync(dir, { recursive: true });
      // The units name the install path /opt/platter; here the checkout stands in for it.
      for (const unit of [...units, 'platter-backup.service', 'platter-backup.timer'])
        writeFileSync(join(dir, unit), read(`deploy/systemd/${unit}`).replaceAll('/opt/platter/', ROOT));
      const result = spawnSync(
        'systemd-analyze',
        [
          'verify',
          'platter-writer.service',
          'platter-reader@4322.service',
          'platter-backup.service',
          'platter-backup.timer',
        ],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );
});

describe('deploy/.env.example', () => {
  const text = read('deploy/.env.example');
  const stated = new Map<string, string>();
  const named = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]+)=(.*)$/.exec(line);
    if (!match) continue;
    named.add(match[2]!);
    if (!match[1]) stated.set(match[2]!, match[3]!);
  }

  /**
   * Every NAME the code reads as process.env.NAME, env.NAME, import.meta.env.NAME or
   * env[NAME_CONSTANT] (a constant of the same file): the server, the site, the CLI (whose
   * backup and users commands read the server's settings) and the build's configuration.
   * Assignments (a child's PGPASSWORD) are not reads.
   */
  function readInCode(): Set<string> {
    const names = new Set<string>();
    const files = [
      ...['api', 'site', 'cli', 'core'].flatMap((dir) =>
        readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
          .filter((f) => /\.(ts|tsx|astro|mjs)$/.test(f))
          .map((f) => join(dir, f)),
      ),
      'scripts/start.ts',
      'scripts/site-build.ts',
      'astro.config.mjs',
    ];
    for (const file of files) {
      const text = read(file);
      for (const m of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b(?!\s*=[^=])/g)) names.add(m[1]!);
      const constants = new Map(
        [...text.matchAll(/const ([A-Za-z_]+) = '([A-Z][A-Z0-9_]+)'/g)].map((m) => [m[1]!, m[2]!] as const),
      );
      for (const m of text.matchAll(/\benv\[([A-Za-z_]+)\]/g)) {
        const name = constants.get(m[1]!);
        if (name) names.add(name);
      }
    }
    return names;
  }

  /** Read, but not settings of Platter: the build's own flags (Vite's PROD, DEV, SSR), the dev server's proxy
   * target, the system's PATH.
   */
  const NOT_SETTINGS = ['PROD', 'DEV', 'SSR', 'API_ORIGIN', 'PATH'];

  it('names every variable of the option schemas and every one the code reads', () => {
    const wanted = new Set([...Object.keys(EnvSchema.shape), ...Object.keys(AdminEnvSchema.shape), ...readInCode()]);
    for (const notASetting of NOT_SETTINGS) wanted.delete(notASetting);
    expect(wanted.has('DATA_DIR') && wanted.has('PG_BIN'), 'the scan finds what the CLI reads').toBe(true);
    const missing = [...wanted].filter((name) => !named.has(name));
    expect(missing, 'variables missing from deploy/.env.example').toEqual([]);
  });

  it('names nothing the code does not read', () => {
    const known = new Set([...Object.keys(EnvSchema.shape), ...Object.keys(AdminEnvSchema.shape), ...readInCode()]);
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });

  it(
    "sets nothing a systemd unit sets per instance (systemd lets the environment file win over a unit's " +
      'Environment=)',
    () => {
      const perInstance = new Set<string>();
      for (const unit of readdirSync(join(ROOT, 'deploy/systemd')).filter((f) => f.endsWith('.service'))) {
        for (const line of read(`deploy/systemd/${unit}`).matchAll(/^Environment=(.+)$/gm))
          for (const pair of line[1]!.split(/\s+/)) perInstance.add(pair.split('=')[0]!);
      }
      expect([...perInstance]).toEqual(expect.arrayContaining(['PORT', 'PLATTER_ROLE', 'CONTENT_DIR', 'DATA_DIR']));
      expect([...stated.keys()].filter((name) => perInstance.has(name))).toEqual([]);
    },
  );

  it('states the defaults the code applies', () => {
    const env = Object.fromEntries(stated);
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(plain(settingsFromEnv(env, '/srv/platter'))).toEqual(plain(settingsFromEnv({}, '/srv/platter')));
    expect(() => adminSettingsFromEnv(env)).not.toThrow();
    expect(adminSettingsFromEnv(env).SITE_REBUILD_DELAY_MS).toBe(3000);
  });
});
