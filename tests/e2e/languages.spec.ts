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
import { countryNames } from '../../core/node/country-names.ts';
import type { Page } from '@playwright/test';
import { COUNTRIES, findCountry } from '../../core/countries.ts';
import { answerOf, content, expectedRow, guessWithCloseCell, wrongFoods } from './support/content.ts';
import { englishWords, visibleText } from './support/english.ts';
import { addUser } from './support/account.ts';
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

/**
 * The board's other words in Japanese: a dish's own name on its row and in the finish, the
 * key ingredients (content/i18n, the open vocabulary), a hint's values, listed with 、.
 */
test('ja: rows, ingredients, hints and the finish name dishes and values in Japanese', async ({ page }) => {
  const translations = parse(readFileSync('tests/fixtures/e2e-content/i18n/ja.yaml', 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const sushi = content().foods.find((f) => f.name === 'Sushi')!;
  const game = await messages('game', 'ja');
  const board = await messages('board', 'ja');
  // Sushi (寿司 in Japanese) and one more wrong guess unlock the texture hint.
  const guesses = answer.name === 'Sushi' ? wrongFoods(answer, 2) : [sushi, ...wrongFoods(answer, 2)].slice(0, 2);
  const pages = await messages('pages', 'ja');
  const shell = await messages('shell', 'ja');
  await openAt(page, '/ja/');
  await page.getByRole('button', { name: pages.htp_lets_play!() }).click();
  await page.getByRole('button', { name: shell.essential_only!() }).click();
  const input = page.getByRole('combobox', { name: game.guess_label!() });
  for (const guess of guesses) {
    await input.fill(guess.name);
    await input.press('Enter');
    await expect(page.locator(`tr[data-guess="${guess.name}"]`)).toHaveCount(1);
  }
  if (guesses[0] === sushi) await expect(page.locator('tr[data-guess="Sushi"] th')).toContainText('寿司');
  const first = guesses[0]!;
  const ingredient = first.key_ingredients.find((v) => translations.key_ingredients?.[v])!;
  const cells = page.locator(`tr[data-guess="${first.name}"]`).getByRole('cell');
  await expect(cells.nth(SCORED_CATEGORIES.indexOf('key_ingredients'))).toContainText(
    translations.key_ingredients![ingredient]!,
  );
  // The texture hint, revealed: the answer's textures in Japanese, listed with 、.
  await page.getByRole('button', { name: `${game.reveal!()} ${game.hint_texture_emphasis!()}` }).click();
  const textures = answer.texture_emphasis.map((v) => translations.texture_emphasis?.[v] ?? v);
  await expect(page.locator('[data-hint="texture_emphasis"] .hint-text')).toHaveText(textures.join('、'));
  // Given up, the finish names the answer as Japanese does (its English name where it has none).
  await page.getByRole('button', { name: game.give_up!() }).click();
  await page.getByRole('button', { name: game.give_up_confirm!() }).click();
  await expect(page.locator('.results-name')).toHaveText(answer.names?.ja?.name ?? answer.name);
  await expect(page.locator(`tr[data-guess="${first.name}"] th`).first()).toBeVisible();
  expect(board.board_dish!()).not.toBe('');
});

/**
 * The walk (#31): every player page, the game after a finish (results, statistics, the
 * coach, the share text) and the menus and windows, in every language but English, with
 * no common English word on them (support/english.ts) outside the proper names: the
 * dishes' names in any language and the countries the language names as English does. A description without
 * translation and the legal text are marked `lang="en"` by the page and left out.
 */
const DISH_NAMES = [
  'Platter',
  'Buy Me a Coffee',
  ...content().foods.flatMap((f) => [
    f.name,
    ...f.aliases,
    ...Object.values(f.names ?? {}).flatMap((n) => (n ? [n.name, ...n.aliases] : [])),
  ]),
];

/** The proper names a page in `locale` may show as English writes them: the dishes', and the countries named the same. */
const properNames = (locale: Locale): string[] => [
  ...DISH_NAMES,
  ...COUNTRIES.filter((c) => locale === 'en' || countryNames(locale)(c.code) === c.name).map((c) => c.name),
];

/** The countries a language names otherwise than English: their English names must not show. */
const englishCountries = (locale: Locale): RegExp[] =>
  locale === 'en'
    ? []
    : COUNTRIES.filter((c) => {
        const local = countryNames(locale)(c.code);
        return local !== undefined && !local.includes(c.name);
      }).map((c) => new RegExp(`(?<![\\p{L}])${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u'));

/** Fails with the English words (and English country names) a page, or one part of it, shows in `locale`. */
async function expectNoEnglish(page: Page, locale: Locale, where: string, others: string[] = []): Promise<void> {
  const text = await visibleText(page);
  const names = [...properNames(locale), ...others];
  const english = englishWords(text, locale, names);
  const lines = text.split('\n').filter((line) => englishWords(line, locale, names).length > 0);
  expect(english, `${locale}, ${where}: English words in\n${lines.join('\n')}`).toEqual([]);
  // Dish names may hold a country's name ('Japanese Curry' does not, 'Singapore Noodles' does): those go first.
  let rest = text;
  for (const name of [...DISH_NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  const countries = englishCountries(locale)
    .filter((r) => r.test(rest))
    .map((r) => rest.match(r)![0]);
  expect(countries, `${locale}, ${where}: countries named in English`).toEqual([]);
}

test('the English detector finds English and leaves names, loanwords and the languages’ own words alone', () => {
  expect(englishWords('Show your statistics', 'de')).toEqual(['show', 'your', 'statistics']);
  expect(englishWords('Sushi, Dessert und Tiramisu: was passt noch?', 'de')).toEqual([]);
  expect(englishWords('no hay más intentos', 'es')).toEqual([]);
  expect(englishWords('Aún no has elegido', 'es')).toEqual([]);
  expect(englishWords('Envoyer le message', 'fr')).toEqual([]);
  expect(englishWords('Play again tomorrow', 'ja')).toEqual(['play', 'again', 'tomorrow']);
  expect(englishWords('Pad Thai with a fried egg', 'fr', ['Pad Thai'])).toEqual(['with']);
  // A yellow box's reason as core/scoring words it.
  expect(englishWords('Gedämpft: related: Geköchelt', 'de')).toEqual(['related']);
});

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`${locale}: every player page reads in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    const shell = await messages('shell', locale);
    const windows = await messages('windows', locale);
    const at = (path: string) => localizedPath(path, locale);

    // The first visit: the archive with the cookie banner, then every other page.
    await openAt(page, at('/archive'));
    await expect(page.getByRole('button', { name: shell.essential_only!() })).toBeVisible();
    await expectNoEnglish(page, locale, '/archive with the cookie banner');
    await page.getByRole('button', { name: shell.essential_only!() }).click();
    // A first visit's tap is answered once the shell has hydrated: the choice is saved when the banner goes.
    await expect(page.getByRole('button', { name: shell.essential_only!() })).toBeHidden();

    const pages = [
      '/archive/1',
      '/practice',
      '/about',
      '/privacy',
      '/terms',
      '/cookies',
      '/reset-password',
      '/verify-email',
      '/leagues/',
      '/leagues/join/',
      '/no-such-page',
    ];
    for (const path of pages) {
      const response = await page.goto(at(path));
      expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.waitForLoadState('networkidle');
      if (path.startsWith('/leagues')) await expect(page.getByText(windows.league_signed_out!())).toBeVisible();
      await expectNoEnglish(page, locale, path);
    }
  });

  test(`${locale}: the game after a finish, its windows and the share text read in ${locale}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const game = await messages('game', locale);
    const board = await messages('board', locale);
    const pages = await messages('pages', locale);
    const shell = await messages('shell', locale);
    const windows = await messages('windows', locale);

    await openAt(page, localizedPath('/', locale));
    const rules = page.getByRole('dialog', { name: game.how_to_play!() });
    await expect(rules).toBeVisible();
    await expectNoEnglish(page, locale, 'How to Play');
    await rules.getByRole('button', { name: pages.htp_lets_play!() }).click();
    await page.getByRole('button', { name: shell.essential_only!() }).click();

    // A wrong guess, then Give Up: the results, the statistics and the coach.
    const input = page.getByRole('combobox', { name: game.guess_label!() });
    await expect(input).toBeEnabled();
    await input.fill(wrong.name);
    await input.press('Enter');
    await expect(page.locator(`tr[data-guess="${wrong.name}"]`)).toHaveCount(1);
    await expectNoEnglish(page, locale, 'the game after a guess');
    // A yellow box explains itself in the language: its values and why each is close.
    const close = guessWithCloseCell(answer);
    const closeRow = page.locator(`tr[data-guess="${close.guess.name}"]`);
    if (close.guess.name !== wrong.name) {
      await input.fill(close.guess.name);
      await input.press('Enter');
      await expect(closeRow).toHaveCount(1);
    }
    const yellow = closeRow.getByRole('cell').nth(SCORED_CATEGORIES.indexOf(close.cell.field));
    await yellow.getByRole('button').click();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoEnglish(page, locale, 'a yellow box’s explanation');
    await yellow.getByRole('button').click();
    await page.getByRole('button', { name: game.give_up!() }).click();
    await page.getByRole('button', { name: game.give_up_confirm!() }).click();
    await expect(page.getByRole('heading', { name: board.answer_was!() })).toBeVisible();
    await expect(page.getByTestId('coach-path')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: board.coach_title!() })).toBeVisible();
    await expectNoEnglish(page, locale, 'the results with the coach');

    // The share text: the language's words around the emoji grid.
    await page.getByRole('button', { name: board.share_results!() }).click();
    await expect(page.getByText(board.copied!())).toBeVisible();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toContain(board.share_gave_up!({ count: close.guess.name === wrong.name ? 1 : 2 }));
    expect(englishWords(shared, locale, properNames(locale)), `${locale}: the share text\n${shared}`).toEqual([]);

    // The menu open, then each of its windows.
    const menuButton = page.getByRole('button', { name: shell.menu_button!() });
    const openMenu = async () => {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#settings-menu')).toBeVisible();
    };
    await openMenu();
    await expectNoEnglish(page, locale, 'the menu');
    await menuButton.click();
    const windowsToOpen: [string, string][] = [
      [shell.menu_options!(), windows.options_title!()],
      [shell.menu_stats!(), windows.stats_title!()],
      [shell.menu_login!(), windows.login_title!()],
    ];
    for (const [item, title] of windowsToOpen) {
      await openMenu();
      await page.locator('#settings-menu').getByRole('button', { name: item, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectNoEnglish(page, locale, `the ${title} window`);
      if (title === windows.login_title!()) {
        await dialog.getByRole('button', { name: windows.go_signup!() }).click();
        await expect(page.getByRole('dialog', { name: windows.signup_title!() })).toBeVisible();
        await expectNoEnglish(page, locale, 'the sign-up window');
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // Signed in: the leagues page, a new league with its tables (the day's, then the week's).
    const username = `walk${locale.replace('-', '').toLowerCase()}${Date.now().toString(36)}`;
    addUser(username, 'walk password 1');
    await openMenu();
    await page.locator('#settings-menu').getByRole('button', { name: shell.menu_login!(), exact: true }).click();
    const login = page.getByRole('dialog', { name: windows.login_title!() });
    await login.getByLabel(windows.field_identifier!()).fill(username);
    await login.getByLabel(windows.field_password!(), { exact: true }).fill('walk password 1');
    await login.getByRole('button', { name: windows.login_submit!() }).click();
    await expect(login).toBeHidden({ timeout: 30_000 });
    await page.goto(localizedPath('/leagues/', locale));
    await expect(page.getByRole('heading', { name: windows.league_yours!() })).toBeVisible();
    await expectNoEnglish(page, locale, 'the leagues page, signed in', [username]);
    await page.getByLabel(windows.league_name!()).fill('Supper Club');
    await page.getByRole('button', { name: windows.league_create_button!() }).click();
    await expect(page.getByRole('heading', { name: 'Supper Club' })).toBeVisible();
    await expect(page.locator('table[data-period="day"]')).toBeVisible();
    await expectNoEnglish(page, locale, 'a league and its day table', [username]);
    await page.getByRole('button', { name: windows.league_week!() }).click();
    await expect(page.locator('table[data-period="week"]')).toBeVisible();
    await expectNoEnglish(page, locale, 'a league and its week table', [username]);
  });
}

/** A phone's top bar in every language: no sideways scroll, the menu button inside the screen ("Entraînement"). */
test('the top bar fits a 390 px phone in every language, the menu button on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of LOCALES) {
    const shell = await messages('shell', locale);
    await openAt(page, localizedPath('/', locale));
    const menu = page.getByRole('button', { name: shell.menu_button!() });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width, `${locale}: the menu button's right edge`).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: page width`).toBe(390);
  }
});
