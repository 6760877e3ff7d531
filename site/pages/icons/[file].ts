/**
 * /icons/<code points>-<px>.webp: the dish icons the content uses, at the sizes the
 * pages show (site/build/icons.ts). Named by emoji and size, so they never change.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { iconFiles, renderIcon } from '../../build/icons.ts';

export const getStaticPaths: GetStaticPaths = () =>
  iconFiles().map((f) => ({ params: { file: f.path.slice('/icons/'.length) }, props: { icon: f.icon, px: f.px } }));

export const GET: APIRoute = async ({ props }) => {
  const { icon, px } = props as { icon: string; px: number };
  return new Response(new Uint8Array(await renderIcon(icon, px)), { headers: { 'Content-Type': 'image/webp' } });
};
