/**
 * Astro integration: registers the `client:paint` directive (site/lib/client-paint.ts),
 * which hydrates an island right after the page's first frame (the game and the archive
 * list use it), and the shell's `client:shell` (site/lib/client-shell.ts), which waits for
 * the first interaction on a first visit.
 *
 * After the build it gives every `client:paint` island the list of scripts its hydration
 * will load (`preload`: the component's and renderer's chunks, every chunk they import, and
 * the page's own messages of each area the island makes ready before it renders,
 * site/i18n/ready/). The directive asks for them all at once after the first paint: without
 * the list the browser finds them one round trip at a time (the component, then React and the
 * base chunk it imports, then the messages its module awaits), and on a first visit it can
 * fetch them while the player reads How to Play without running them (see the directive).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate right after the page's first frame (site/lib/client-paint.ts). */
    'client:paint'?: boolean;
    /** The shell's: at the first interaction on a first visit, else as `client:paint` (site/lib/client-shell.ts). */
    'client:shell'?: boolean;
  }
}

/** The attribute of a `client:paint` island naming the scripts its hydration loads, space-separated. */
export const PRELOAD_ATTRIBUTE = 'preload';

/** A chunk of the client build: the chunks it imports statically, and the source modules in it (with `/`). */
export interface ChunkInfo {
  imports: readonly string[];
  modules: readonly string[];
}

/** An island module that awaits an area's messages before it renders: site/i18n/ready/<area>.ts. */
const READY_MODULE = /site\/i18n\/ready\/(\w+)\.ts$/;

/**
 * The scripts (site paths) an island's hydration loads in a page of `locale`: the chunks of
 * `roots` and all they import, then for each area the island makes ready, that area's
 * compiled messages in the locale with what they import.
 */
export function islandScripts(
  chunks: ReadonlyMap<string, ChunkInfo>,
  roots: readonly string[],
  locale: string,
): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !chunks.has(file)) return;
    found.add(file);
    for (const imported of chunks.get(file)!.imports) visit(imported);
  };
  for (const root of roots) visit(root.replace(/^\//, ''));
  const areas = new Set<string>();
  for (const file of found)
    for (const module of chunks.get(file)!.modules) {
      const area = READY_MODULE.exec(module)?.[1];
      if (area) areas.add(area);
    }
  for (const area of areas) {
    const source = `site/i18n/compiled/${area}/messages/${locale}.js`;
    for (const [file, info] of chunks) if (info.modules.some((m) => m.endsWith(source))) visit(file);
  }
  return [...found].map((file) => `/${file}`);
}

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The page with each `client:paint` island given its PRELOAD_ATTRIBUTE. `lists` keeps the
 * lists made, by island and language: thousands of pages share a handful.
 */
export function withIslandPreloads(
  html: string,
  chunks: ReadonlyMap<string, ChunkInfo>,
  lists = new Map<string, string[]>(),
): string {
  const locale = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  return html.replace(ISLAND_TAG, (tag) => {
    if (attribute(tag, 'client') !== 'paint' || attribute(tag, PRELOAD_ATTRIBUTE) !== undefined) return tag;
    const roots = [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter((u) => u !== undefined);
    const key = [...roots, locale].join(' ');
    let scripts = lists.get(key);
    if (!scripts) lists.set(key, (scripts = islandScripts(chunks, roots, locale)));
    return scripts.length === 0 ? tag : `${tag.slice(0, -1)} ${PRELOAD_ATTRIBUTE}="${scripts.join(' ')}">`;
  });
}

/** Every .html file under root, as paths. */
function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The integration; add it to astro.config.mjs. */
export function clientPaint(): AstroIntegration {
  // Filled by the client build's bundle (the plugin below), read once the pages are written.
  const chunks = new Map<string, ChunkInfo>();
  const graph: Plugin = {
    name: 'platter:island-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          chunks.set(chunk.fileName, {
            imports: chunk.imports,
            modules: chunk.moduleIds.map((m) => m.replaceAll('\\', '/')),
          });
    },
  };
  return {
    name: 'platter:client-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        addClientDirective({
          name: 'paint',
          entrypoint: fileURLToPath(new URL('../lib/client-paint.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'shell',
          entrypoint: fileURLToPath(new URL('../lib/client-shell.ts', import.meta.url)),
        });
        updateConfig({ vite: { plugins: [graph] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        let islands = 0;
        const lists = new Map<string, string[]>();
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const changed = withIslandPreloads(html, chunks, lists);
          if (changed === html) continue;
          writeFileSync(file, changed);
          islands++;
        }
        logger.info(`script lists for the client:paint islands of ${islands} pages`);
      },
    },
  };
}
