/**
 * Accounts that follow the player, in real Chromium with two browser contexts as two
 * devices: sign up from the Login window (with the real human check), open the link the
 * server filed in the outbox, win today's dish on device A, sign in on device B: B shows
 * the streak, the finished board and the same statistics. And a forgotten password reset
 * through the mailed link, which works once.
 */
import type { Browser, Page } from '@playwright/test';
import { waitForLink } from '../support/outbox.ts';
import { logIn, menu } from './support/account.ts';
import { answerOf } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

// Two devices, a proof of work per sign-in and Argon2 hashing on two shared cores.
test.describe.configure({ timeout: 150_000 });
test.use({ reducedMotion: 'reduce' });

const DATA_DIR = process.env.E2E_DATA_DIR!;
const unique = (base: string) => `${base}${test.info().workerIndex}${Date.now().toString(36)}`;

/** Makes an account from the Login window, as a new player does. */
async function signUp(page: Page, name: string, email: string, password: string): Promise<void> {
  await menu(page, 'Login');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await signup.getByLabel('Username').fill(name);
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByLabel('Password again').fill(password);
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(signup.getByRole('status')).toContainText('Check your email', { timeout: 30_000 });
  await signup.getByRole('button', { name: 'Close' }).first().click();
}

async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test(
  'sign up, confirm by the mailed link, win on one device, and the streak, board and ' + 'statistics follow to another',
  async ({ browser }) => {
    const name = unique('nia');
    const email = `${name}@example.com`;
    const password = 'nia password 1';
    const answer = answerOf(DAY.today).name;

    // Device A: a new player makes an account.
    const a = await newDevice(browser);
    await openGame(a);
    await signUp(a, name, email, password);
    const login = a.getByRole('dialog', { name: 'Login' });

    // Before the link, the right password says the address is not confirmed, and offers the link again.
    await menu(a, 'Login');
    await login.getByLabel('Username or email').fill(name);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('alert')).toContainText('confirm your email address', { timeout: 30_000 });
    await expect(login.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await login.getByRole('button', { name: 'Close' }).first().click();

    // The link from the outbox confirms the address; it works once.
    const link = await waitForLink(DATA_DIR, email, '/verify-email');
    await a.goto(link);
    await expect(a.getByText('Your email address is confirmed')).toBeVisible();
    await a.getByRole('button', { name: 'Log in' }).click();
    const again = a.getByRole('dialog', { name: 'Login' });
    await again.getByLabel('Username or email').fill(name);
    await again.getByLabel('Password').fill(password);
    await again.getByRole('button', { name: 'Login' }).click();
    await expect(again).toBeHidden({ timeout: 30_000 });

    // Win today's dish on A; the sync sends it.
    await a.goto('/');
    await expect(a.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
    const synced = a.waitForResponse(
      (r) => r.url().endsWith('/api/me/progress') && r.request().method() === 'PUT' && r.ok(),
      { timeout: 30_000 },
    );
    await guess(a, answer);
    await expect(a.getByTestId('streak-count')).toHaveText('1');
    await synced;

    // Device B: nothing played here; signing in brings the streak, the board and the statistics.
    const b = await newDevice(browser);
    await openGame(b);
    await expect(b.getByTestId('streak-count')).toHaveText('0');
    await logIn(b, name, password);
    await expect(b.getByTestId('logged-in-as')).toContainText(name);
    await expect(b.getByTestId('streak-count')).toHaveText('1', { timeout: 20_000 });
    await expect(b.locator(`tr[data-guess="${answer}"]`)).toHaveCount(1);
    await expect(b.getByRole('combobox', { name: 'Guess a dish' })).toHaveCount(0);
    await b.keyboard.press('Escape');
    await menu(b, 'Stats');
    const stats = b.getByRole('dialog', { name: 'Statistics' });
    await expect(stats.locator('.stats-figures')).toContainText('1Played');
    await expect(stats.locator('.stats-figures')).toContainText('100Win %');
    await expect(stats.locator('.stats-figures')).toContainText('1Current streak');
  },
);

test('a forgotten password is reset through the mailed link, which works once', async ({ browser, request }) => {
  const name = unique('rex');
  const email = `${name}@example.com`;
  const page = await newDevice(browser);
  await openGame(page);
  await signUp(page, name, email, 'rex password 1');
  const verify = new URL(await waitForLink(DATA_DIR, email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/verify-email', { data: { token: verify } })).ok()).toBe(true);

  await menu(page, 'Login');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Username or email').fill(email);
  await forgot.getByRole('button', { name: 'Send me a link' }).click();
  await expect(forgot.getByRole('status')).toContainText('we sent it a link');

  const link = await waitForLink(DATA_DIR, email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('rex password 2');
  await page.getByLabel('New password again').fill('rex password 2');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  await logIn(page, name, 'rex password 2');

  // The same link again: refused.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('rex password 3');
  await page.getByLabel('New password again').fill('rex password 3');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('invalid, has expired or was used already')).toBeVisible();
});
