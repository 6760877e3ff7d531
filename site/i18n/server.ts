/**
 * The catalogue at build time, for the Astro pages and layouts: every area of every
 * language, at once. Never imported by browser code (the islands use ./messages.ts).
 */
import type { Locale } from '../../core/locales.ts';
import type { MessageArea } from './areas.ts';
import type { Catalogue } from './messages.ts';

const modules = import.meta.glob(['./compiled/*/messages/*.js', '!**/_index.js'], { eager: true });

/** The messages of `area` in `locale`. */
export function messagesFor<A extends MessageArea>(area: A, locale: Locale): Catalogue[A] {
  const found = modules[`./compiled/${area}/messages/${locale}.js`];
  if (!found) throw new Error(`No messages for ${area} in ${locale}: run node site/build/messages.ts`);
  return found as Catalogue[A];
}
