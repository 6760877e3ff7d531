/**
 * /data/food-names.<hash>.json and /data/food-index.<hash>.json: what the game needs to
 * suggest and to score, without the descriptions (site/build/food-index.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { foodDataFiles } from '../../build/food-index.ts';

export const getStaticPaths: GetStaticPaths = () =>
  Object.values(foodDataFiles()).map((f) => ({
    params: { file: f.path.slice('/data/'.length) },
    props: { body: f.body },
  }));

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'Content-Type': 'application/json' } });
