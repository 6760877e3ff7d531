/**
 * The first guess waits for nothing (issue #13): the dishes' names arrive with the page
 * and the scoring index in idle time, so typing is answered from memory and a guess
 * fetches no food data; the browser keeps the small files, never the descriptions, and
 * drops the megabyte an older version kept.
 */
import { answerOf, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const FOOD_DATA = /\/data\/food-|\/api\/public\/foods?(-|\/|\?|$)/;

test('after the page settles, typing and guessing fetch no food data', async ({ page }) => {
  const [wrong] = wrongFoods(answerOf(DAY.today), 1);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname + new URL(r.url()).search));
  await openGame(page);
  await page.waitForLoadState('networkidle');
  // Both files came after the page, without the player touching anything.
  expect(fetched.filter((u) => u.startsWith('/data/food-names.'))).toHaveLength(1);
  expect(fetched.filter((u) => u.startsWith('/data/food-index.'))).toHaveLength(1);
  expect(fetched.filter((u) => u.startsWith('/api/public/foods'))).toEqual([]);

  fetched.length = 0;
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.click();
  await input.pressSequentially(wrong!.name.slice(0, 4));
  await expect(page.getByRole('option', { name: wrong!.name, exact: true })).toBeVisible();
  await input.fill(wrong!.name);
  await input.press('Enter');
  await expect(page.locator(`tr[data-guess="${wrong!.name}"]`)).toHaveCount(1);
  expect(fetched.filter((u) => FOOD_DATA.test(u))).toEqual([]);
});

test('once the game has what a guess needs, Enter puts the row on the board within its own key event', async ({
  page,
}) => {
  const [first, second] = wrongFoods(answerOf(DAY.today), 2);
  await openGame(page);
  // The first guess loads whatever the warm-up had not (names, index, scoring code, board).
  await guess(page, first!.name);
  await page.getByRole('combobox', { name: 'Guess a dish' }).fill(second!.name);
  // Looked for as the Enter key's event ends (after the game's own listener, in the bubbling
  // phase at the document): waiting for promises already settled let other tasks go first.
  await page.evaluate((name) => {
    const w = window as unknown as { __rowAtEnter?: boolean };
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter') w.__rowAtEnter ??= document.querySelector(`tr[data-guess="${name}"]`) !== null;
      },
      { once: true },
    );
  }, second!.name);
  await page.keyboard.press('Enter');
  await expect(page.locator(`tr[data-guess="${second!.name}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __rowAtEnter?: boolean }).__rowAtEnter)).toBe(true);
});

test('the browser keeps the names and the index without descriptions, and drops an old full food list', async ({
  page,
}) => {
  await openGame(page);
  // What an older version left: the whole list with every description.
  await page.evaluate(() => {
    const old = {
      v: 1,
      storedAt: Date.now(),
      expiresAt: Date.now() + 86_400_000,
      data: { foods: [{ name: 'X', description: 'a long text' }] },
    };
    localStorage.setItem('platter_cache_foods_all', JSON.stringify(old));
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('platter_cache_fooddata_')).length),
    )
    .toBe(2);
  const cache = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('platter_cache_'))
        .map((k) => [k, localStorage.getItem(k)!]),
    ),
  );
  expect(Object.keys(cache)).not.toContain('platter_cache_foods_all');
  // Only the day's own answer carries a description (it shows on the results).
  const kept = Object.entries(cache).filter(([key]) => key.startsWith('platter_cache_fooddata_'));
  expect(kept).toHaveLength(2);
  for (const [key, value] of kept) expect(value, key).not.toContain('"description"');
  expect(
    Object.entries(cache)
      .filter(([, value]) => value.includes('"description"'))
      .map(([key]) => key),
  ).toEqual([`platter_cache_today_${DAY.today}`]);
});

test('the first paint waits for no request but the page: the scripts, the icon and the manifest come after it', async ({
  page,
}) => {
  const requested: { path: string; at: number }[] = [];
  page.on('request', (r) => requested.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  for (const path of ['/', '/archive']) {
    requested.length = 0;
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // The paint entry is recorded after the paint, not with it: on a busy machine it can still be on its way when
    // the page has loaded (a CI run read none).
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    // The page's clock gives when the first paint was on screen and when each request left.
    const { fcp, starts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      starts: performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(starts.filter((s) => s.start < fcp)).toEqual([]);
    // The icon is in the page, so the browser asks for no /favicon.ico either.
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(requested.map((r) => r.path).filter((p) => p === '/favicon.ico' || p === '/favicon.svg')).toEqual([]);
  }
  expect((await page.request.get('/manifest.webmanifest')).status()).toBe(200);
});
