/**
 * /data/images.json: for each original in content/images, its intrinsic size and built
 * variants, so the browser renders <picture> with the right srcset and no layout shift.
 */
import type { APIRoute } from 'astro';
import { dishImageManifest } from '../../build/images.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await dishImageManifest()), { headers: { 'Content-Type': 'application/json' } });
