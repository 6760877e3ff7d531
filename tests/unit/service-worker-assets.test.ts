import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameAssets } from '../../site/build/service-worker-integration.ts';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

describe('the service worker precache', () => {
  it('holds every chunk the game pages can reach, lazy ones included, and none of the admin screens', () => {
    root = mkdtempSync(join(tmpdir(), 'platter-sw-'));
    mkdirSync(join(root, '_astro'));
    mkdirSync(join(root, 'archive'), { recursive: true });
    writeFileSync(
      join(root, 'index.html'),
      '<script type="module" src="/_astro/Game.AbCd1234.js"></script><link rel="stylesheet" ' +
        'href="/_astro/game.Zz99xx00.css">',
    );
    writeFileSync(
      join(root, 'archive', 'index.html'),
      '<script type="module" src="/_astro/ArchiveList.Qq11ww22.js"></script>',
    );
    writeFileSync(
      join(root, '_astro', 'Game.AbCd1234.js'),
      'import{a}from"./react.Rr55tt66.js";const b=()=>import("./GuessTable.Gg77hh88.js");',
    );
    writeFileSync(join(root, '_astro', 'GuessTable.Gg77hh88.js'), 'const m=["_astro/board.Bb00cc11.js"];');
    for (const f of [
      'react.Rr55tt66.js',
      'board.Bb00cc11.js',
      'ArchiveList.Qq11ww22.js',
      'game.Zz99xx00.css',
      'FoodManager.Ff00aa11.js',
      'paths.Pp00oo99.js',
    ])
      writeFileSync(join(root, '_astro', f), f === 'FoodManager.Ff00aa11.js' ? 'import"./paths.Pp00oo99.js";' : '');
    expect(gameAssets(root)).toEqual(
      [
        'ArchiveList.Qq11ww22.js',
        'Game.AbCd1234.js',
        'GuessTable.Gg77hh88.js',
        'board.Bb00cc11.js',
        'game.Zz99xx00.css',
        'react.Rr55tt66.js',
      ].map((f) => `/_astro/${f}`),
    );
  });
});
