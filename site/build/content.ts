/**
 * Where the site build reads content from. The build and the API must read the same
 * directory, so both honour CONTENT_DIR (default: content/ in the repository).
 */
import { resolve } from 'node:path';
import { loadContent, type Content } from '../../core/node/content.ts';

/** The absolute content directory the build reads. */
export function contentRoot(): string {
  return resolve(process.env.CONTENT_DIR ?? 'content');
}

let cached: Content | undefined;

/**
 * The content, loaded once per build. Problems are not fatal here: `platter validate`
 * runs before every build and is the gate, so the site builds with what loaded.
 */
export function siteContent(): Content {
  cached ??= loadContent(contentRoot()).content;
  return cached;
}

/** The calendar's dates, oldest first: day N is dates[N - 1]. */
export function calendarDates(): string[] {
  return Object.keys(siteContent().calendar).sort();
}
