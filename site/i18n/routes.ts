/**
 * The locale routes: every player page lives in site/pages/[...locale]/ and is
 * prerendered once per language, English at the root ('/archive') and every other
 * language under its segment ('/ja/archive'); core/locales.ts holds the path rules.
 */
import { LOCALES, type Locale, localeSegment } from '../../core/locales.ts';

/** The props every localized page gets from its static paths. */
export interface LocaleProps {
  locale: Locale;
}

/** getStaticPaths of a page with no other parameter: one page per language. */
export function localeStaticPaths(): { params: { locale: string | undefined }; props: LocaleProps }[] {
  return LOCALES.map((locale) => ({ params: { locale: localeSegment(locale) || undefined }, props: { locale } }));
}

/** HTML-escapes a text (for messages that wrap a link, see withLinks). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A message that has links inside it, as HTML: `render` gets a placeholder for each link
 * and returns the message; the text is escaped and each placeholder becomes its <a>. The
 * words around a link stay one message, so each language can put the link where its
 * sentence needs it.
 */
export function withLinks<K extends string>(
  render: (placeholders: Record<K, string>) => string,
  links: Record<K, { href: string; text: string; attributes?: string }>,
): string {
  const keys = Object.keys(links) as K[];
  const placeholders = Object.fromEntries(keys.map((k, i) => [k, `\u0000${i}\u0000`])) as Record<K, string>;
  let html = escapeHtml(render(placeholders));
  keys.forEach((k, i) => {
    const link = links[k];
    const attributes = link.attributes ? ` ${link.attributes}` : '';
    html = html.replace(
      `\u0000${i}\u0000`,
      `<a href="${escapeHtml(link.href)}"${attributes}>${escapeHtml(link.text)}</a>`,
    );
  });
  return html;
}
