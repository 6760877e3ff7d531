/**
 * The security headers of every answer, pages and API alike: no MIME sniffing, a
 * referrer cut to the origin on other sites, and a Content-Security-Policy. A page's
 * policy allows only this origin's scripts plus the exact inline scripts the build wrote
 * into that page (by their SHA-256), so an injected script never runs; no site may frame
 * Platter. API answers are data: their policy allows nothing at all. HSTS belongs to the
 * TLS proxy in front (docs/deploy.md), since this server speaks plain HTTP.
 */
import { createHash } from 'node:crypto';

/** Sent with every answer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The policy of an API answer (JSON or an image): nothing may load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Origins a page may use beyond its own, by kind of resource. */
export interface CspSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/** No extra origins. */
export const NO_EXTRA_SOURCES: CspSources = { script: [], connect: [], frame: [] };

/**
 * The extra origins the settings call for: reCAPTCHA's when its keys are set, the
 * analytics and advertising scripts' when configured, and the API's when it is served
 * from another origin than the pages.
 */
export function cspSourcesFromEnv(env: Record<string, string | undefined>, recaptcha: boolean): CspSources {
  const sources: CspSources = { script: [], connect: [], frame: [] };
  const originOf = (url: string | undefined) => {
    try {
      return url ? new URL(url).origin : undefined;
    } catch {
      return undefined;
    }
  };
  if (recaptcha) {
    sources.script.push('https://www.google.com', 'https://www.gstatic.com');
    sources.frame.push('https://www.google.com');
  }
  for (const name of ['PUBLIC_ANALYTICS_SRC', 'PUBLIC_ADS_SRC']) {
    const origin = originOf(env[name]);
    if (origin) {
      sources.script.push(origin);
      sources.connect.push(origin);
    }
  }
  const api = originOf(env.PUBLIC_API_ORIGIN);
  if (api) sources.connect.push(api);
  return sources;
}

/** The SHA-256 sources ('sha256-...') of the inline <script> elements (those without src) of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** A page's Content-Security-Policy, given its inline scripts' hashes. */
export function pageCsp(scriptHashes: readonly string[], extra: CspSources = NO_EXTRA_SOURCES): string {
  const list = (...parts: (string | readonly string[])[]) => parts.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptHashes, extra.script)}`,
    // Astro inlines small stylesheets and the islands set style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Affiliate products show their shop's picture.
    "img-src 'self' data: https:",
    `connect-src ${list("'self'", extra.connect)}`,
    `frame-src ${extra.frame.length > 0 ? list(extra.frame) : "'none'"}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
