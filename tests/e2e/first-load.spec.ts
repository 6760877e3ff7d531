/**
 * A page loads only its own language's messages (issue #31): the scripts of a first visit
 * to the home page in each language, until its islands' code has loaded and no script has
 * come for a moment (what bench/site.ts weighs as the first load), and after the first key
 * press (which brings the shell), hold none of another language's message text. Each
 * language's text is what site/i18n/<area>/<locale>.json
 * says, cut at its placeholders; a piece also found in the page's own language, or written
 * in code outside the catalogue (the spec's English words), tells no language apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { islandCodeRequested, watchRequests } from '../../bench/islands.ts';
import { LOCALES, type Locale, localizedPath } from '../../core/locales.ts';
import { MESSAGE_AREAS } from '../../site/i18n/areas.ts';
import { expect, openAt, returning, test } from './support/fixtures.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const I18N = join(ROOT, 'site', 'i18n');

/** Every text a message of `area` in `locale` shows (a plural's variants included). */
function texts(area: string, locale: Locale): string[] {
  const file = JSON.parse(readFileSync(join(I18N, area, `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      // A variant message: its texts are the values of `match`.
      const { match } = value as { match?: Record<string, unknown> };
      if (match) Object.values(match).forEach(walk);
    }
  };
  for (const [key, value] of Object.entries(file)) if (key !== '$schema') walk(value);
  return found;
}

/** The pieces of a text between its placeholders, long enough to tell a language by. */
const pieces = (text: string): string[] =>
  text
    .split(/\{[^}]*\}/)
    .map((p) => p.trim())
    .filter((p) => [...p].length >= 5 && !/[\\`$\n]/.test(p));

/** The browser code outside the catalogue: text written there is not a message of one language. */
function codeText(): string {
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (path === I18N) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|astro)$/.test(name)) parts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(ROOT, 'core'));
  walk(join(ROOT, 'site'));
  return parts.join('\n');
}

const CODE = codeText();

/** The message pieces that only `locale` has, per area. */
function ownPieces(locale: Locale): Map<string, Set<string>> {
  const others = LOCALES.filter((l) => l !== locale).flatMap((l) => MESSAGE_AREAS.flatMap((a) => texts(a, l)));
  const result = new Map<string, Set<string>>();
  for (const area of MESSAGE_AREAS) {
    const own = new Set(
      texts(area, locale)
        .flatMap(pieces)
        .filter((p) => !others.some((o) => o.includes(p)) && !CODE.includes(p)),
    );
    result.set(area, own);
  }
  return result;
}

/** Waits until no script has come for 750 ms. */
async function quiet(page: Page, bodies: readonly unknown[]): Promise<void> {
  for (let seen = -1; seen !== bodies.length; ) {
    seen = bodies.length;
    await page.waitForTimeout(750);
  }
}

/**
 * The scripts of a first visit, inline ones included: until the islands' code has loaded and
 * none has come for 750 ms (`first`); then those of the player's first key press, which
 * brings the shell (site/lib/client-shell.ts), added to them (`all`).
 */
async function visitScripts(page: Page, path: string): Promise<{ first: string[]; all: string[] }> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  const requested = watchRequests(page);
  await openAt(page, path);
  // Every island's code but the shell's (bench/islands.ts).
  await islandCodeRequested(page, requested);
  await quiet(page, bodies);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
  );
  const first = [...(await Promise.all(bodies)), ...inline];
  await page.keyboard.press('Shift');
  await expect(page.locator('astro-island[client="shell"]')).not.toHaveAttribute('ssr');
  await quiet(page, bodies);
  return { first, all: [...(await Promise.all(bodies)), ...inline] };
}

/** Whether `text` holds `piece` standing on its own: not inside a longer word ('Disabled' in 'ariaDisabled'). */
function holds(text: string, piece: string): boolean {
  const letter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + piece.length] ?? ' ';
    if (!(letter.test(before) && letter.test(piece[0]!)) && !(letter.test(after) && letter.test(piece.at(-1)!)))
      return true;
  }
  return false;
}

const OWN = new Map(LOCALES.map((l) => [l, ownPieces(l)]));

for (const locale of LOCALES) {
  const path = localizedPath('/', locale);
  test(`${path} loads its own language's messages and no other's`, async ({ page }) => {
    const visit = await visitScripts(page, path);
    const first = visit.first.join('\n');
    const scripts = visit.all.join('\n');
    const foreign: string[] = [];
    for (const other of LOCALES.filter((l) => l !== locale))
      for (const [area, own] of OWN.get(other)!)
        for (const piece of own) if (holds(scripts, piece)) foreign.push(`${other} ${area}: ${piece}`);
    expect(foreign).toEqual([]);
    // The page's own game messages came at once, the shell's with the first key press (so
    // a foreign one would have been seen); a first visit's first load has no shell code.
    const own = (area: string, text: string) => [...OWN.get(locale)!.get(area)!].filter((p) => holds(text, p));
    expect(own('game', first).length, 'game').toBeGreaterThan(0);
    // (A shell text the game's messages also hold, 'Archive' say, says nothing of the shell.)
    const game = texts('game', locale);
    const shellOnly = (text: string) => own('shell', text).filter((p) => !game.some((t) => t.includes(p)));
    expect(shellOnly(first), 'shell at first').toEqual([]);
    expect(shellOnly(scripts).length, 'shell').toBeGreaterThan(0);
  });
}

test('a first visit’s game fetches all its code at once but runs it only when the player stirs, hydrates when How to Play closes, and its input then has the focus', async ({
  page,
}) => {
  const requested = watchRequests(page);
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await openAt(page, '/');
  const rules = page.getByRole('dialog', { name: 'How to Play' });
  await expect(rules).toBeVisible();
  await islandCodeRequested(page, requested);
  await page.waitForLoadState('networkidle');
  // Behind the open dialog the game is still the server's HTML (client:paint, site/lib/client-paint.ts).
  const game = page.locator('astro-island:not([client="shell"])');
  await expect(game).toHaveAttribute('ssr', '');
  // Every script its hydration needs was asked for at once (the build's list), and none has run.
  const scripts = ((await game.getAttribute('preload')) ?? '').split(' ');
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  expect(scripts.filter((s) => !requested.has(s))).toEqual([]);
  const ran = (await page.coverage.stopJSCoverage())
    .filter((c) => scripts.includes(new URL(c.url).pathname))
    .filter((c) => c.functions.some((f) => f.ranges.some((r) => r.count > 0)))
    .map((c) => new URL(c.url).pathname);
  expect(ran).toEqual([]);
  await rules.getByRole('button', { name: 'Let’s play' }).click();
  await expect(game).not.toHaveAttribute('ssr');
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeFocused();
});

test('a returning player’s search is made ready in idle time, before the input is reached for', async ({ page }) => {
  await returning(page);
  const requested = watchRequests(page);
  await openAt(page, '/');
  await expect(page.getByText('Type any food below to start!')).toBeVisible();
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await expect(input).not.toBeFocused();
  // The search code (islands/game/names.ts and core/search.ts) comes without a touch or a key.
  await expect
    .poll(() => [...requested].filter((p) => /^\/_astro\/(names|search)\.[\w-]+\.js$/.test(p)).length)
    .toBe(2);
  await expect(input).not.toBeFocused();
});
