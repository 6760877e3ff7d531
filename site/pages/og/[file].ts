/**
 * /og/platter.jpg and /og/day-N.jpg: the link previews (site/build/og.ts), 1200×630.
 * All are drawn at once, in parallel on sharp's threads (about 10 ms each here), rather
 * than one by one as Astro asks for them.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { ogFiles, renderOg } from '../../build/og.ts';

export const getStaticPaths: GetStaticPaths = async () => {
  const files = ogFiles();
  const pictures = await Promise.all(files.map((f) => renderOg(f.line)));
  return files.map((f, i) => ({ params: { file: f.path.slice('/og/'.length) }, props: { picture: pictures[i]! } }));
};

export const GET: APIRoute = ({ props }) =>
  new Response(new Uint8Array((props as { picture: Buffer }).picture), { headers: { 'Content-Type': 'image/jpeg' } });
