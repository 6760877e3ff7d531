/**
 * /data/food-names.<hash>.json, /data/food-names-<locale>.<hash>.json and
 * /data/food-index.<hash>.json: what the game needs to suggest in every language and to
 * score, without the descriptions (site/build/food-index.ts); and
 * /data/vocabulary-<locale>.<hash>.json, the board's words in each translated language.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allFoodDataFiles, vocabularyFiles } from '../../build/food-index.ts';

export const getStaticPaths: GetStaticPaths = () =>
  [...allFoodDataFiles(), ...Object.values(vocabularyFiles())].map((f) => ({
    params: { file: f.path.slice('/data/'.length) },
    props: { body: f.body },
  }));

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'Content-Type': 'application/json' } });
