/**
 * /data/relations.json: the related-value groups of content/relations.yaml, which the
 * game's local scoring needs. Emitted at build time as a static file (not bundled), so
 * the first load stays small and the service worker can cache it.
 */
import type { APIRoute } from 'astro';
import { siteContent } from '../../build/content.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(siteContent().relations), { headers: { 'Content-Type': 'application/json' } });
