/**
 * The one template of Platter's nginx site: the upstreams, the writer/reader routing,
 * the proxy settings, compression and the security headers. `npm run cluster` renders
 * it on loopback ports (scripts/services/nginx.ts wraps it in a whole nginx.conf) and
 * `node scripts/deploy-files.ts` renders deploy/nginx/platter.conf from it with TLS, so
 * the file an operator installs routes exactly as the cluster the tests run.
 */
import { SECURITY_HEADERS } from '../../api/http/security-headers.ts';

/** The paths of account and league routes that change something: they go to the writer (reads go anywhere). */
export const ACCOUNT_PATHS =
  '^/api/(login|logout|session|signup|users|me|change-password|password-reset|verify-email|resend-verification|' +
  'leagues|league-invites)';

/** What the site is rendered for. */
export interface NginxSite {
  /** Where plain HTTP is served: the cluster's loopback port; with `tls`, only a redirect to HTTPS. */
  listen: string;
  /** Serve HTTPS here, with these certificate files. */
  tls?: { listen: string; serverName: string; certificate: string; key: string; acmeRoot: string };
  /** The writer instance, host:port. */
  writer: string;
  /** Every instance, host:port, the writer's included. */
  instances: readonly string[];
  /** Addresses whose X-Forwarded-For is believed (a CDN or TLS proxy in front); none: the connection's address. */
  trustedProxies: readonly string[];
  /** Keep the static site's answers in an nginx cache here (keys zone `platter_site`). */
  cacheDir?: string;
}

/** The location blocks: which instance answers which request. Identical in every rendering. */
export function nginxRouting(): string {
  return `    # Scraped from each instance's own address, never through the proxy.
    location = /api/metrics {
      return 404;
    }
    location /api/admin/ {
      proxy_pass http://platter_writer;
    }
    location ~ ${ACCOUNT_PATHS} {
      proxy_pass http://$account_upstream;
    }
    location / {
      proxy_pass http://platter_all;
    }`;
}

/** The security headers the app sets, also on nginx's own answers (a 502 page); HSTS where TLS is served. */
function securityHeaders(tls: boolean): string {
  const lines = Object.entries(SECURITY_HEADERS).flatMap(([name, value]) => [
    `    proxy_hide_header ${name};`,
    `    add_header ${name} "${value}" always;`,
  ]);
  if (tls) lines.push('    add_header strict-transport-security "max-age=63072000; includeSubDomains" always;');
  return lines.join('\n');
}

/** The proxy settings of the server that routes (shared by the cluster and the deployed file). */
function proxySettings(site: NginxSite): string {
  const realIp = site.trustedProxies.length
    ? `${site.trustedProxies.map((a) => `    set_real_ip_from ${a};`).join('\n')}\n    real_ip_header X-Forwarded-For;`
    : '    # Behind a CDN, believe its X-Forwarded-For: set_real_ip_from <its address ranges>; real_ip_header ' +
      'X-Forwarded-For;';
  const cache = site.cacheDir
    ? `
    # The static site (hashed assets for a year, pages revalidated, as the app's Cache-Control says); never /api.
    proxy_cache platter_site;
    proxy_cache_bypass $platter_no_cache;
    proxy_no_cache $platter_no_cache;
    proxy_cache_revalidate on;
    proxy_cache_use_stale error timeout updating;
    add_header x-cache-status $upstream_cache_status always;`
    : '';
  return `    # The client address: from X-Forwarded-For when the request came through a proxy we
    # trust, else the connection's.
${realIp}
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The client's address as nginx saw it, never what the client claims (TRUST_PROXY=1 on the instances).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 1s;
    proxy_read_timeout 60s;
    # Every player POST is safe to repeat (scoring is pure, a completion counts once per
    # player), so a request cut off by a dying instance is retried on another one.
    proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;
    proxy_next_upstream_tries 3;
    client_max_body_size 12m;

    # The API compresses its own answers; pages and assets are compressed here.
    gzip on;
    gzip_proxied any;
    gzip_vary on;
    gzip_min_length 1024;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml
      application/manifest+json text/plain;
    # With Debian's libnginx-mod-http-brotli-filter installed:
    # brotli on; brotli_types text/css application/javascript text/javascript application/json image/svg+xml
    #   application/manifest+json text/plain;
${securityHeaders(site.tls !== undefined)}${cache}`;
}

/** The http-level part of the configuration: upstreams, maps, cache and the servers. */
export function nginxSite(site: NginxSite): string {
  const servers = (list: readonly string[]) => list.map((a) => `  server ${a} max_fails=1 fail_timeout=3s;`).join('\n');
  const cache = site.cacheDir
    ? `
proxy_cache_path ${site.cacheDir} levels=1:2 keys_zone=platter_site:10m max_size=1g inactive=7d use_temp_path=off;
map $uri $platter_no_cache {
  ~^/api/ 1;
  default 0;
}
`
    : '';
  const front = site.tls
    ? `server {
  listen ${site.listen};
  server_name ${site.tls.serverName};
  # Let's Encrypt's HTTP challenge (certbot --webroot -w ${site.tls.acmeRoot}),
  # for the first certificate and each renewal.
  location /.well-known/acme-challenge/ {
    root ${site.tls.acmeRoot};
  }
  location / {
    return 301 https://$host$request_uri;
  }
}

server {
  # http2 in listen: nginx before 1.25.1 (Debian 12's) has no "http2 on;".
  listen ${site.tls.listen} ssl http2;
  server_name ${site.tls.serverName};
  ssl_certificate ${site.tls.certificate};
  ssl_certificate_key ${site.tls.key};
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_session_cache shared:platter_tls:10m;
  ssl_session_timeout 1d;
`
    : `server {
  listen ${site.listen};
`;
  return `upstream platter_all {
  least_conn;
${servers(site.instances)}
  keepalive 64;
}
upstream platter_writer {
  server ${site.writer};
  keepalive 16;
}
# Reads of accounts go anywhere; changes go to the writer.
map $request_method $account_upstream {
  GET platter_all;
  HEAD platter_all;
  default platter_writer;
}
${cache}
${front}${proxySettings(site).replace(/^ {4}/gm, '  ')}

${nginxRouting().replace(/^ {2}/gm, '')}
}
`;
}

/** The production site of deploy/: a writer and two readers on this host (deploy/systemd), TLS with Let's Encrypt's
 * paths.
 */
export const DEPLOY_SITE: NginxSite = {
  listen: '80',
  tls: {
    listen: '443',
    serverName: 'platter.example',
    certificate: '/etc/letsencrypt/live/platter.example/fullchain.pem',
    key: '/etc/letsencrypt/live/platter.example/privkey.pem',
    acmeRoot: '/var/www/html',
  },
  writer: '127.0.0.1:4321',
  instances: ['127.0.0.1:4321', '127.0.0.1:4322', '127.0.0.1:4323'],
  trustedProxies: [],
  cacheDir: '/var/lib/nginx/platter-cache',
};

/** deploy/nginx/platter.conf as it must read. */
export function deployNginxFile(): string {
  return `# Platter's nginx site: copy to /etc/nginx/sites-available/platter, link it from
# sites-enabled, replace platter.example with your host name, then \`nginx -t\`.
# Rendered by \`node scripts/deploy-files.ts\` from scripts/services/nginx-site.ts, the
# template \`npm run cluster\` runs; tests/unit/deploy-files.test.ts fails when they differ.
# Upstreams: the writer (deploy/systemd/platter-writer.service, port 4321) and the
# readers (platter-reader@4322, platter-reader@4323); add a reader in both places.

${nginxSite(DEPLOY_SITE)}`;
}
