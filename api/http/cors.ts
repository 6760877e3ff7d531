/**
 * CORS for the site's own origin(s) only. The embedded server serves site and API from
 * one origin, where CORS never applies; the allow-list is for a site hosted apart (a CDN)
 * and for the dev server. Other origins get no CORS headers, so browsers refuse them.
 */
import { JsonReply } from './reply.ts';

/**
 * What a preflight allows: every method the routes answer (the admin and account calls
 * use PUT and DELETE), and the two request headers the site sends that are not
 * CORS-safelisted: Content-Type with a JSON body, and Authorization with the session
 * token (site/lib/api.ts, site/lib/admin-api.ts).
 */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'authorization, content-type';

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
