/**
 * The language walk's English detector (#31): the text a player sees on a page, and the
 * common English words in it that are not words of the page's language. The list is
 * English's everyday words (function words and the game's own words: guess, dish, share,
 * streak...), never food words, so a dish's or an ingredient's name ("Sushi", "Dessert")
 * does not trip it; each language takes out the words it writes the same ("no" in
 * Spanish, "was" in German, "message" in French). What may stay English is given by the
 * caller as phrases (dish names, countries), and an element the page marks `lang="en"`
 * (a description without translation, the legal text) is left out of the text.
 */
import type { Page } from '@playwright/test';
import type { Locale } from '../../../core/locales.ts';

/** Everyday English words a translated page has no reason to show. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `the and you your yours with this that these those what which from have has had been were will would could should
  there their they them then than when where who why how about after before again all any each every into only other
  some such very just more most not our out over under please guess guesses guessed guessing dish dishes today
  tomorrow yesterday play played playing share shared sign signed log logged password username account settings
  statistics stats streak hint hints give gave try tries tried win wins won lost close open back next previous new
  read show hide send sent message name contact language choose found find still fit fits fitted left best answer day
  days week month year game games player players league leagues member members owner link copy copied join leave
  remove delete rename loading error failed invalid required enter first last average time current mode hard dark
  light theme sound volume font size reset save cancel confirm yes is are was be it of to in on at by for or an as if
  so do does did can may must no up we us my me he she his her here nothing nobody someone something already yet
  again always never around home page pages rules how-to-play related same shares match exact sub-region`.split(/\s+/),
);

/** Words of the list that are also words of a language (or its usual loanwords): not English there. */
const OWN_WORDS: Record<Locale, readonly string[]> = {
  en: [],
  es: ['no', 'me', 'he', 'has', 'error'],
  fr: [
    'on',
    'as',
    'an',
    'me',
    'mode',
    'message',
    'sent',
    'font',
    'contact',
    'or',
    'us',
    'son',
    'nom',
    'page',
    'pages',
    'exact',
  ],
  de: ['in', 'an', 'am', 'so', 'was', 'will', 'fit', 'name', 'link', 'still', 'hat', 'also', 'war', 'mode'],
  'pt-BR': ['no', 'as', 'do', 'me', 'link', 'show'],
  ja: [],
};

/** The common English words of `text` that are not words of `locale`, after the allowed phrases are taken out. */
export function englishWords(text: string, locale: Locale, allowed: readonly string[] = []): string[] {
  let rest = text;
  // Longest first, so that a dish name inside a longer one does not leave a piece behind.
  for (const phrase of [...allowed].filter(Boolean).sort((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' ');
  const own = new Set(OWN_WORDS[locale]);
  const found = (rest.match(/[\p{Script=Latin}]+(?:-[\p{Script=Latin}]+)*/gu) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => ENGLISH_WORDS.has(w) && !own.has(w));
  return [...new Set(found)];
}

/**
 * The text a player sees on the page, one line per text node: what is rendered (not
 * display:none, not hidden; a visually hidden label for screen readers counts), plus the
 * inputs' placeholders, less what an element marks `lang="en"` on a page in another language.
 */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const lines: string[] = [];
    const englishMarked = (el: Element) => pageLang !== 'en' && el.closest('[lang]')?.getAttribute('lang') === 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      if (englishMarked(parent)) continue;
      lines.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      if (input.placeholder && input.checkVisibility() && !englishMarked(input)) lines.push(input.placeholder);
    return lines.join('\n');
  });
}
