/**
 * How to Play names the colours the player sees (#29): green, yellow and red, or with the
 * colour-blind palette stored in the preferences orange, blue and grey, in the example
 * and in the full rules, in English and in German. The words are the game's own
 * (key_green … key_grey), the ones the legend above the board uses.
 */
import type { Page } from '@playwright/test';
import type { CellColor } from '../../core/scoring.ts';
import type { SharePalette } from '../../core/share.ts';
import { type Locale, localizedPath } from '../../core/locales.ts';
import { PALETTE_WORDS } from '../../site/i18n/palette-words.ts';
import { expect, openAt, test } from './support/fixtures.ts';

type Compiled = Record<string, (inputs?: Record<string, unknown>) => string>;
/** One area of the compiled catalogue in one language, as the site renders it. */
const messages = async (area: string, locale: Locale): Promise<Compiled> =>
  (await import(`../../site/i18n/compiled/${area}/messages/${locale}.js`)) as Compiled;

/** The colours, in the order How to Play explains them (the example's boxes, then the rules' list). */
const COLOURS: CellColor[] = ['green', 'yellow', 'red'];
const OTHER: Record<SharePalette, SharePalette> = { standard: 'colorblind', colorblind: 'standard' };

/** `word` as a whole word, any case: "rot" is not in "Brot". */
const wordPattern = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');

/** Stores the Options' palette (and whether the rules were seen) before the page's scripts run. */
async function choosePalette(page: Page, palette: SharePalette, hasSeenIntro = false): Promise<void> {
  await page.addInitScript(
    (data) => localStorage.setItem('platter_preferences', JSON.stringify({ v: 1, updatedAt: Date.now(), data })),
    { palette, hasSeenIntro },
  );
}

/** Every colour's sentence in the open dialog, the example's and the full rules', names the palette's colour only. */
async function expectColoursNamed(page: Page, locale: Locale, palette: SharePalette): Promise<void> {
  const game = await messages('game', locale);
  const pages = await messages('pages', locale);
  const word = (p: SharePalette, colour: CellColor) => game[PALETTE_WORDS[p][colour]]!();
  await expect(page.locator('html')).toHaveAttribute('data-palette', palette);
  const rules = page.getByRole('dialog', { name: game.how_to_play!() });
  await expect(rules).toBeVisible();
  await rules.getByText(pages.htp_more!()).click();

  const example = rules.locator('.rules-example li');
  const list = rules.locator('.rules-colours li');
  await expect(example).toHaveCount(COLOURS.length);
  await expect(list).toHaveCount(COLOURS.length);
  for (const [i, colour] of COLOURS.entries())
    for (const item of [example.nth(i), list.nth(i)]) {
      await expect(item).toBeVisible();
      // biome-ignore lint/performance/useDomNodeTextContent: what shows; the other palette's words are hidden.
      const text = await item.innerText();
      expect(text, `${colour}: ${text}`).toMatch(wordPattern(word(palette, colour)));
      for (const other of COLOURS)
        expect(text, `${colour}: ${text}`).not.toMatch(wordPattern(word(OTHER[palette], other)));
    }
  // The swatch beside the sentence shows the palette's exact colour, as the board does.
  const exact = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--exact');
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  });
  await expect(example.nth(0).locator('.swatch-cell')).toHaveCSS('background-color', exact);
}

test.use({ reducedMotion: 'reduce' });

for (const locale of ['en', 'de'] as const)
  for (const palette of ['colorblind', 'standard'] as const)
    test(`${locale}, ${palette} palette: How to Play names the colours shown`, async ({ page }) => {
      // A first visit (How to Play opens by itself) by a player whose Options chose the palette.
      await choosePalette(page, palette);
      await openAt(page, localizedPath('/', locale));
      await expectColoursNamed(page, locale, palette);
    });

test('on a page without the game, opened from the menu, too', async ({ page }) => {
  await choosePalette(page, 'colorblind', true);
  await openAt(page, '/about');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.locator('#settings-menu').getByRole('button', { name: 'How to Play' }).click();
  await expectColoursNamed(page, 'en', 'colorblind');
});
