/**
 * The language walk (#31): the Dish of the Day in each language, on the fixture content.
 * Each page says its language (`lang`, How to Play, the cookie banner, the game's words),
 * plays a wrong guess whose row (labels, words, countries), hint and Give Up read in that language, shows none of
 * the game's English words where the language has its own, and its menu's language
 * picker moves to the same page in another language and keeps the day's progress.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { LOCALE_NAMES, LOCALES, type Locale, localizedPath } from '../../core/locales.ts';
import { SCORED_CATEGORIES } from '../../core/categories.ts';
import { findCountry } from '../../core/countries.ts';
import { countryNames } from '../../core/node/country-names.ts';
import { answerOf, expectedRow, wrongFoods } from './support/content.ts';
import { DAY, expect, openAt, test } from './support/fixtures.ts';

type Compiled = Record<string, (inputs?: Record<string, unknown>) => string>;
/** One area of the compiled catalogue in one language, as the site renders it. */
const messages = async (area: string, locale: Locale): Promise<Compiled> =>
  (await import(`../../site/i18n/compiled/${area}/messages/${locale}.js`)) as Compiled;

const answer = answerOf(DAY.today);
const [wrong] = wrongFoods(answer, 1) as [typeof answer];

test.use({ reducedMotion: 'reduce' });

for (const [index, locale] of LOCALES.entries()) {
  test(`${locale}: the Dish of the Day reads, plays and switches language`, async ({ page }) => {
    const game = await messages('game', locale);
    const board = await messages('board', locale);
    const pages = await messages('pages', locale);
    const shell = await messages('shell', locale);
    const englishGame = await messages('game', 'en');
    const path = localizedPath('/', locale);

    await openAt(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const rules = page.getByRole('dialog', { name: game.how_to_play!() });
    await expect(rules).toBeVisible();
    await expect(rules.getByText(pages.htp_goal!())).toBeVisible();
    await rules.getByRole('button', { name: pages.htp_lets_play!() }).click();
    await expect(rules).toBeHidden();
    await page.getByRole('button', { name: shell.essential_only!() }).click();

    await expect(page.getByRole('heading', { level: 1, name: game.title_daily!() })).toBeVisible();
    await expect(page.getByText(game.prompt_start!())).toBeVisible();
    await expect(page.getByText(game.day_number!({ number: DAY.number }))).toBeVisible();
    await expect(page.getByText(game.countdown_label!())).toBeVisible();

    // A wrong guess: its row's labels and words, the first hint's count and Give Up in this language.
    const input = page.getByRole('combobox', { name: game.guess_label!() });
    await expect(input).toBeEnabled();
    await expect(input).toHaveAttribute('placeholder', game.guess_placeholder!());
    await input.fill(wrong.name);
    await input.press('Enter');
    const row = page.locator(`tr[data-guess="${wrong.name}"]`);
    await expect(row).toHaveCount(1);
    const expected = expectedRow(wrong, answer);
    for (const [i, field] of SCORED_CATEGORIES.entries()) {
      const cell = row.getByRole('cell').nth(i);
      await expect(cell).toHaveAttribute('data-label', board[`cat_${field}`]!());
      await expect(cell).toContainText(board[`word_${expected[field].color}`]!());
    }
    // The cells' words too: a country (i18n-iso-countries' names) and a region (the
    // fixture's content/i18n, a copy of the real translations) read in this language.
    if (locale !== 'en') {
      const country = wrong.origin.find((o) => findCountry(o)?.code)!;
      const local = countryNames(locale)(findCountry(country)!.code)!;
      await expect(row.getByRole('cell').nth(SCORED_CATEGORIES.indexOf('origin'))).toContainText(local);
      const translations = parse(readFileSync(`tests/fixtures/e2e-content/i18n/${locale}.yaml`, 'utf8')) as {
        regions: Record<string, string>;
      };
      const region = translations.regions[wrong.regions[0]!]!;
      await expect(row.getByRole('cell').nth(SCORED_CATEGORIES.indexOf('regions'))).toContainText(region);
    }
    await expect(page.getByText(game.hint_locked!({ count: 1 })).first()).toBeVisible();
    await expect(page.getByRole('button', { name: game.give_up!() })).toBeVisible();

    // None of the game's English words where this language has its own (proper names and
    // the dishes' own names aside: none of these messages is one).
    if (locale !== 'en') {
      // What the player sees: hidden text (a closed tooltip) aside.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point.
      const text = await page.locator('.game').innerText();
      for (const [key, english] of Object.entries(englishGame)) {
        if (englishGame[key]!.length > 0) continue; // messages with inputs are checked above
        const own = game[key]!();
        const en = english();
        if (en.length < 4 || own.includes(en)) continue;
        expect(text, `${locale}: "${en}" (${key}) shown in English`).not.toContain(en);
      }
    }

    // The picker: the same page in the next language, the guess still on the board.
    const next = LOCALES[(index + 1) % LOCALES.length]!;
    await page.getByRole('button', { name: shell.menu_button!() }).click();
    await page.getByRole('link', { name: LOCALE_NAMES[next], exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(localizedPath('/', next));
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    const nextGame = await messages('game', next);
    await expect(page.getByRole('heading', { level: 1, name: nextGame.title_daily!() })).toBeVisible();
    await expect(page.locator(`tr[data-guess="${wrong.name}"]`)).toHaveCount(1);
  });
}
