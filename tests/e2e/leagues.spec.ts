/**
 * Private leagues in real Chromium, two browser contexts as two friends: A makes a league
 * on /leagues, B opens the invite link (the league's name and who invited), joins and wins
 * today's dish; A, who has not finished, sees B's row with its colours and counts but no
 * dish name; A finishes and then sees the names.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { addUser, logIn } from './support/account.ts';
import { answerOf, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

// Two players, Argon2 hashing in a CLI process per account, and a site on two shared cores.
test.describe.configure({ timeout: 150_000 });
test.use({ reducedMotion: 'reduce' });

const unique = (base: string) => `${base}${test.info().workerIndex}${Date.now().toString(36)}`;

/** A signed-in player on a device of their own, on the game page. */
async function player(browser: Browser, name: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openGame(page);
  await logIn(page, name, password);
  return page;
}

/** Guesses on today's game and waits until the finished day has reached the server. */
async function finishToday(page: Page, guesses: string[]): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
  // The sync that carries the finished day (an earlier one may carry only the first guesses).
  const synced = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/me/progress') &&
      r.request().method() === 'PUT' &&
      r.ok() &&
      JSON.parse(r.request().postData() ?? '{}').progress?.[DAY.today]?.completed === true,
    { timeout: 30_000 },
  );
  for (const name of guesses) await guess(page, name);
  await synced;
}

test('A makes a league, B joins by the link and wins; A sees B’s row without the dish until A finishes', async ({
  browser,
}) => {
  const answer = answerOf(DAY.today).name;
  const [wrong] = wrongFoods(answerOf(DAY.today), 1).map((f) => f.name);
  const [ann, bea] = [unique('ann'), unique('bea')];
  addUser(ann, 'ann password 1');
  addUser(bea, 'bea password 1');

  // A: the menu leads to Leagues; a new league and its invite link.
  const a = await player(browser, ann, 'ann password 1');
  await a.getByRole('button', { name: 'Settings menu' }).click();
  await a.locator('#settings-menu').getByRole('link', { name: 'Leagues' }).click();
  await expect(a.getByRole('heading', { name: 'Your leagues' })).toBeVisible();
  await a.getByLabel('League name').fill('  Sunday <b>Supper</b> ');
  await a.getByRole('button', { name: 'Make league' }).click();
  await expect(a.getByRole('heading', { name: 'Sunday Supper' })).toBeVisible();
  const leaguePage = a.url();
  const link = await a.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(link).toMatch(/\/leagues\/join\/\?code=[a-z0-9]{20}$/);

  // B: the link shows the league and who invited; joining opens the league.
  const b = await player(browser, bea, 'bea password 1');
  await b.goto(link);
  await expect(b.getByText(`${ann} invited you to the league “Sunday Supper”.`)).toBeVisible();
  await b.getByRole('button', { name: 'Join the league' }).click();
  await expect(b.getByRole('heading', { name: 'Sunday Supper' })).toBeVisible();
  await expect(b.locator('.league-members')).toContainText(ann);
  await expect(b.locator('.league-members')).toContainText(bea);

  // B wins today in two tries.
  await finishToday(b, [wrong!, answer]);

  // A has not finished: B's row has colours and counts, and the page names no dish.
  await a.reload();
  const beaRow = a.locator(`tr[data-player="${bea}"]`);
  await expect(beaRow).toContainText('Solved in 2');
  await expect(beaRow.locator('.league-grid-row')).toHaveCount(2);
  await expect(a.locator('.league-spoiler-free')).toBeVisible();
  await expect(a.locator(`tr[data-player="${ann}"]`)).toContainText('Not finished yet');
  const before = await a.locator('main').textContent();
  expect(before).not.toContain(answer);
  expect(before).not.toContain(wrong);

  // A finishes: now the names are there, and A, in one try, is first.
  await finishToday(a, [answer]);
  await a.goto(leaguePage);
  await expect(a.locator('.league-answer')).toContainText(answer);
  await expect(a.locator(`tr[data-player="${bea}"]`)).toContainText(`Guessed: ${wrong}, ${answer}`);
  await expect(a.locator('.league-table tbody tr').first()).toHaveAttribute('data-player', ann);
  await expect(a.locator('.league-spoiler-free')).toHaveCount(0);

  // On a phone the day's table fits the screen: no column is cut off or left to a sideways scroll.
  const size = a.viewportSize()!;
  await a.setViewportSize({ width: 390, height: 844 });
  const wrap = a.locator('.league-table-wrap');
  await expect
    .poll(() => wrap.evaluate((el) => el.scrollWidth - el.clientWidth), { message: 'sideways overflow, px' })
    .toBeLessThanOrEqual(0);
  for (const cell of await a.locator(`tr[data-player="${bea}"] > *`).all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, (await cell.textContent()) ?? '').toBeLessThanOrEqual(390);
  }
  await a.setViewportSize(size);

  // The week's table counts the points rule: 7 − tries for a win.
  await a.getByRole('button', { name: 'This week' }).click();
  await expect(a.locator(`.league-table[data-period="week"] tr[data-player="${ann}"] td`).first()).toHaveText('6');
  await expect(a.locator(`.league-table[data-period="week"] tr[data-player="${bea}"] td`).first()).toHaveText('5');

  // B's data export carries the leagues and the counted result.
  await b.getByRole('button', { name: 'Settings menu' }).click();
  await b.getByRole('button', { name: 'Options' }).click();
  const download = b.waitForEvent('download');
  await b.getByRole('dialog', { name: 'Options' }).getByRole('button', { name: 'Export data' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(exported.synced.leagues).toEqual([expect.objectContaining({ name: 'Sunday Supper', owner: ann })]);
  expect(exported.synced.results.days[DAY.today]).toMatchObject({ solved: true, tries: 2 });
});
