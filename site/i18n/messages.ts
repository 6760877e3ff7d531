/**
 * The message catalogue in the browser and in the islands' server rendering. Each area
 * of each language is its own module (site/build/messages.ts compiles them), fetched when
 * first asked for, so a page loads only its own language's messages of the areas it uses:
 * an island's module imports `./ready/<area>.ts`, which loads the area before the island
 * hydrates; a window opened later reads its area through useMessages, which suspends the
 * window (never the page) until it has come.
 *
 * The locale is the page's own: the `lang` of <html> in the browser, the island's
 * `locale` prop on the server (withLocale), the same value.
 */
import { createContext, createElement, type ComponentType, use, useContext } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locales.ts';
import type { MessageArea } from './areas.ts';

/** A compiled message: one taking no inputs may be called without any. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is exactly the inputs of a message that takes none.
type Message<F> = F extends (inputs: infer I) => infer R ? ({} extends I ? (inputs?: I) => R : (inputs: I) => R) : F;
/** A compiled module of messages, each callable as Message says. */
type Messages<M> = { readonly [K in keyof M]: Message<M[K]> };

/** The messages of each area: every language's module has the English one's shape. */
export interface Catalogue {
  shell: Messages<typeof import('./compiled/shell/messages/en.js')>;
  windows: Messages<typeof import('./compiled/windows/messages/en.js')>;
  pages: Messages<typeof import('./compiled/pages/messages/en.js')>;
  errors: Messages<typeof import('./compiled/errors/messages/en.js')>;
  game: Messages<typeof import('./compiled/game/messages/en.js')>;
  board: Messages<typeof import('./compiled/board/messages/en.js')>;
}

/** The areas the browser may load; the pages' text is rendered at build time only (site/i18n/server.ts). */
export type ClientArea = Exclude<MessageArea, 'pages'>;

type ModuleMap = Record<string, () => Promise<unknown>>;

/**
 * Each area's map of its compiled modules (one chunk per area and language; `_index.js`,
 * every language at once, is never loaded) is a module of its own, ./modules/<area>.ts.
 * The shell's and the game's come with their ready modules (./ready/), which make them
 * known here, so a page's first load names only those areas' files; the others are
 * imported when first asked for.
 */
const known: Partial<Record<ClientArea, ModuleMap>> = {};
const LATER_AREAS: Partial<Record<ClientArea, () => Promise<{ default: ModuleMap }>>> = {
  windows: () => import('./modules/windows.ts'),
  errors: () => import('./modules/errors.ts'),
  board: () => import('./modules/board.ts'),
};

/** Makes an area's map of modules known (a ready module, which has it at hand). */
export function knowArea(area: ClientArea, modules: ModuleMap): void {
  known[area] = modules;
}

/** The map of an area's modules, imported first when it is not known yet. */
async function areaModules(area: ClientArea): Promise<ModuleMap> {
  const later = known[area] ? undefined : LATER_AREAS[area];
  if (later) knowArea(area, (await later()).default);
  const modules = known[area];
  if (!modules) throw new Error(`The ${area} messages come with ./ready/${area}.ts: import it where they are shown`);
  return modules;
}

/** A promise React's use() reads at once once it has settled (the status fields are React's protocol). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

const loads = new Map<string, Tracked<unknown>>();

/** The messages of `area` in `locale`: the same promise for every caller, settled once fetched. */
export function loadMessages<A extends ClientArea>(area: A, locale: Locale): Promise<Catalogue[A]> {
  const key = `../compiled/${area}/messages/${locale}.js`;
  let load = loads.get(key) as Tracked<Catalogue[A]> | undefined;
  if (!load) {
    load = areaModules(area).then((modules) => {
      const importer = modules[key];
      if (!importer) throw new Error(`No messages for ${area} in ${locale}`);
      return importer();
    }) as Tracked<Catalogue[A]>;
    load.status = 'pending';
    load.then(
      (value) => {
        load!.status = 'fulfilled';
        load!.value = value;
      },
      () => {
        // A failed fetch (offline) may be tried again later.
        loads.delete(key);
        load!.status = 'rejected';
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** The locale of this page in the browser: the `lang` of <html> (the layout sets it). */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

const LocaleContext = createContext<Locale>(pageLocale());

/** The locale of the island this component is rendered in. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The messages of `area` in the island's locale. An area its island's module made ready
 * (./ready/) is there at once; another suspends the component until it has loaded.
 */
export function useMessages<A extends ClientArea>(area: A): Catalogue[A] {
  return use(loadMessages(area, useLocale()));
}

/**
 * An island that knows its page's locale: the page passes `locale`, which the island's
 * components read through useLocale and useMessages (on the server, where every page is
 * rendered in one process, the document cannot tell).
 */
export function withLocale<P extends object>(Island: ComponentType<P>): ComponentType<P & { locale?: Locale }> {
  return function Localized({ locale = DEFAULT_LOCALE, ...props }: P & { locale?: Locale }) {
    return createElement(LocaleContext, { value: locale }, createElement(Island, props as P));
  };
}

// On the server (Astro's build renders every page's islands in one process) every area
// of every language is loaded up front, so that rendering never waits.
if (import.meta.env.SSR) {
  const { LOCALES } = await import('../../core/locales.ts');
  knowArea('shell', (await import('./modules/shell.ts')).default);
  knowArea('game', (await import('./modules/game.ts')).default);
  const areas: ClientArea[] = ['shell', 'windows', 'errors', 'game', 'board'];
  await Promise.all(areas.flatMap((area) => LOCALES.map((locale) => loadMessages(area, locale))));
}
