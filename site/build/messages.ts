/**
 * Compiles the message catalogue (site/i18n/<area>/<locale>.json) with Paraglide JS into
 * site/i18n/compiled/<area>/messages/<locale>.js: one module per language and area, plain
 * functions with JSDoc types, so that a page loads only its own language's messages of the
 * areas it uses (site/i18n/messages.ts). `ensureMessages()` runs before the build, the dev
 * server, the tests and the type check (astro.config.mjs, vitest.config.ts, `npm run
 * check`); an area whose sources have not changed since its last compile is left alone.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../core/locales.ts';
import { MESSAGE_AREAS, type MessageArea } from '../i18n/areas.ts';

const I18N = fileURLToPath(new URL('../i18n/', import.meta.url));
const resolvePackage = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

/** The folder an area's compiled modules go to. */
export function compiledDir(area: MessageArea): string {
  return join(I18N, 'compiled', area);
}

/** What the compiled output of an area depends on: its sources, the locale list and the compiler's version. */
function sourcesHash(area: MessageArea): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(LOCALES));
  hash.update(readFileSync(resolvePackage('@inlang/paraglide-js/package.json')));
  for (const file of readdirSync(join(I18N, area)).sort())
    hash.update(file).update(readFileSync(join(I18N, area, file)));
  return hash.digest('hex');
}

const stampOf = (area: MessageArea) => join(compiledDir(area), '.sources-hash');

/** The areas whose compiled modules are missing or older than their sources. */
export function staleAreas(): MessageArea[] {
  return MESSAGE_AREAS.filter((area) => {
    const stamp = stampOf(area);
    return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourcesHash(area);
  });
}

/**
 * Compiles the stale areas, in a child process: the inlang SDK leaves timers behind that
 * would keep a build or a test run alive for half a minute after it is done.
 */
export function ensureMessages(): MessageArea[] {
  const stale = staleAreas();
  if (stale.length > 0)
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), ...stale], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  return stale;
}

/** Compiles the given areas here and now (the child process of ensureMessages). */
async function compileAreas(areas: readonly MessageArea[]): Promise<void> {
  const { compile } = await import('@inlang/paraglide-js');
  for (const area of areas) {
    // The area's inlang project, written from core/locales.ts so the languages have one definition.
    const project = join(I18N, 'compiled', `${area}.inlang`);
    rmSync(project, { recursive: true, force: true });
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, 'settings.json'),
      JSON.stringify({
        baseLocale: 'en',
        locales: [...LOCALES],
        modules: [resolvePackage('@inlang/plugin-message-format/dist/index.js')],
        'plugin.inlang.messageFormat': { pathPattern: join(I18N, area, '{locale}.json') },
      }),
    );
    await compile({
      project,
      outdir: compiledDir(area),
      strategy: ['baseLocale'],
      outputStructure: 'locale-modules',
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      emitReadme: false,
      emitTsDeclarations: false,
      cleanOutdir: true,
    });
    writeFileSync(stampOf(area), sourcesHash(area));
  }
}

if (import.meta.main) {
  const asked = process.argv.slice(2).filter((a): a is MessageArea => (MESSAGE_AREAS as readonly string[]).includes(a));
  const areas = process.argv.includes('--force') ? MESSAGE_AREAS : asked.length > 0 ? asked : staleAreas();
  await compileAreas(areas);
  console.log(areas.length ? `Compiled the messages of ${areas.join(', ')}.` : 'The messages are up to date.');
  // The SDK's timers would keep the process alive for another half minute.
  process.exit(0);
}
