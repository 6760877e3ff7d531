/**
 * CORS for the site's own origin(s) only. The embedded server serves site and API from
 * one origin, where CORS never applies; the allow-list is for a site hosted apart (a CDN)
 * and for the dev server. Other origins get no CORS headers, so browsers refuse them.
 */
import { JsonReply } from './reply.ts';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'content-type';

/** Headers that let an allowed origin read the answer. */
export function corsHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, 'access-control-max-age': '600' };
}

/** The answer to a preflight (OPTIONS) request: 204 for an allowed origin, 403 otherwise. */
export function preflight(origin: string | null, allowed: ReadonlySet<string>): Response | JsonReply {
  if (origin === null || !allowed.has(origin)) {
    return new JsonReply({ error: `Origin not allowed: ${origin ?? '(none)'}` }, { status: 403, cache: 'no-store' });
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': ALLOWED_HEADERS,
      vary: 'Origin',
    },
  });
}
