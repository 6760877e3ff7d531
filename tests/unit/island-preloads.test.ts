import { describe, expect, it } from 'vitest';
import { type ChunkInfo, islandScripts, withIslandPreloads } from '../../site/build/client-paint.ts';

/** A client build in small: the game island, React, the base chunk, and the game messages in two languages. */
const chunks = new Map<string, ChunkInfo>([
  [
    '_astro/Game.a1.js',
    { imports: ['_astro/react.r1.js', '_astro/base.b1.js'], modules: ['/x/site/islands/Game.tsx'] },
  ],
  ['_astro/base.b1.js', { imports: ['_astro/react.r1.js'], modules: ['/x/site/i18n/ready/game.ts'] }],
  ['_astro/react.r1.js', { imports: [], modules: ['/x/node_modules/react/index.js'] }],
  ['_astro/client.c1.js', { imports: ['_astro/react.r1.js'], modules: ['/x/node_modules/@astrojs/react/client.js'] }],
  ['_astro/ja.j1.js', { imports: ['_astro/plural.p1.js'], modules: ['/x/site/i18n/compiled/game/messages/ja.js'] }],
  ['_astro/ja.s1.js', { imports: [], modules: ['/x/site/i18n/compiled/shell/messages/ja.js'] }],
  ['_astro/en.e1.js', { imports: ['_astro/plural.p1.js'], modules: ['/x/site/i18n/compiled/game/messages/en.js'] }],
  ['_astro/plural.p1.js', { imports: [], modules: ['/x/site/i18n/compiled/game/registry.js'] }],
  ['_astro/Board.l1.js', { imports: ['_astro/react.r1.js'], modules: ['/x/site/islands/game/Board.tsx'] }],
]);

describe("a client:paint island's script list", () => {
  it("holds the island's chunks, all they import and the page's messages of the areas it makes ready, nothing lazy", () => {
    expect(islandScripts(chunks, ['/_astro/Game.a1.js', '/_astro/client.c1.js'], 'ja').sort()).toEqual([
      '/_astro/Game.a1.js',
      '/_astro/base.b1.js',
      '/_astro/client.c1.js',
      '/_astro/ja.j1.js',
      '/_astro/plural.p1.js',
      '/_astro/react.r1.js',
    ]);
    expect(islandScripts(chunks, ['/_astro/Game.a1.js'], 'en')).toContain('/_astro/en.e1.js');
    expect(islandScripts(chunks, ['/_astro/Game.a1.js'], 'en')).not.toContain('/_astro/ja.j1.js');
  });

  it('is written on client:paint islands of the page, in its language, and on no other island', () => {
    const html =
      '<html lang="ja"><body><astro-island uid="1" component-url="/_astro/Game.a1.js" ' +
      'renderer-url="/_astro/client.c1.js" client="paint" ssr></astro-island>' +
      '<astro-island uid="2" component-url="/_astro/Board.l1.js" renderer-url="/_astro/client.c1.js" client="shell">' +
      '</astro-island></body></html>';
    const out = withIslandPreloads(html, chunks);
    const lists = [...out.matchAll(/preload="([^"]*)"/g)].map((m) => m[1]!.split(' ').sort());
    expect(lists).toHaveLength(1);
    expect(lists[0]).toContain('/_astro/ja.j1.js');
    expect(out).toContain('client="shell">');
    // Written once: a second pass leaves the page as it is.
    expect(withIslandPreloads(out, chunks)).toBe(out);
  });
});
