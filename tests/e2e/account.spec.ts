/**
 * Accounts in real Chromium against the real server, with the default human check
 * (ALTCHA proof of work, solved by the page): an account made with the documented
 * command logs in, changes its password, signs out and back in, deletes itself; and the
 * contact form sends a message an operator finds in the outbox.
 *
 * The server's clock is fixed and every request comes from 127.0.0.1, so the login
 * limiter's failures never age here: these tests fail a login at most three times in all.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createUserStore } from '../../api/accounts/users.ts';
import { logIn, menu } from './support/account.ts';
import { expect, openAt, test } from './support/fixtures.ts';

// Each test hashes passwords with Argon2id in a CLI process and solves a proof of work in
// the page: seconds of CPU that stretch far beyond the default timeout when the suite runs
// two workers on two cores.
test.describe.configure({ timeout: 120_000 });

const ROOT = join(import.meta.dirname, '..', '..');
const DATA_DIR = process.env.E2E_DATA_DIR!;

/** Creates an account the way an operator does: `platter users add ... --password-stdin`. */
function addUser(username: string, password: string, admin = false): void {
  const args = [
    'cli/bin.mjs',
    'users',
    'add',
    username,
    '--email',
    `${username}@example.com`,
    '--password-stdin',
    '--data',
    DATA_DIR,
    ...(admin ? ['--admin'] : []),
  ];
  const r = spawnSync(process.execPath, args, { cwd: ROOT, input: `${password}\n`, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`platter users add ${username} failed: ${r.stderr}`);
}

/** A username no other test (or worker) uses. */
const unique = (base: string) => `${base}-${test.info().workerIndex}-${Date.now().toString(36)}`;

async function openPage(page: Page): Promise<void> {
  await openAt(page, '/archive');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  // A first visit's tap counts once the shell has hydrated (site/lib/early-taps.ts): wait for the banner to go.
  await expect(page.getByRole('button', { name: 'Essential Only' })).toBeHidden();
}

test('an admin made with the documented command logs in; the menu and the top bar follow', async ({ page }) => {
  const name = unique('admin');
  addUser(name, 'first admin password', true);
  await openPage(page);

  await menu(page, 'Login');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  const button = dialog.getByRole('button', { name: 'Login' });
  await button.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter both username/email and password');

  await dialog.getByLabel('Username or email').fill(name);
  await dialog.getByLabel('Password').fill('a wrong password');
  await button.click();
  await expect(dialog.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid username/email or password', { timeout: 20_000 });

  await dialog.getByLabel('Username or email').fill(`${name}@EXAMPLE.com`);
  await dialog.getByLabel('Password').fill('first admin password');
  const started = Date.now();
  await button.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  test.info().annotations.push({ type: 'login with ALTCHA solve (ms)', description: String(Date.now() - started) });

  await expect(page.getByTestId('logged-in-as')).toHaveText(`Logged in as ${name}`);
  // The admin check ran: the top bar's Admin menu is there, with the admin screens.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Food' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  const list = page.locator('#settings-menu');
  for (const item of ['Stats', 'Debug Requests', 'Change Password', 'Delete Account', 'Sign Out'])
    await expect(list.getByRole('button', { name: item, exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The session survives a reload: the token is stored and checked at start.
  await page.reload();
  await expect(page.getByTestId('logged-in-as')).toHaveText(`Logged in as ${name}`);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('platter_auth_token')!).data)).toMatch(
    /^[A-Za-z0-9_-]{43}$/,
  );
});

test('Stats says it is coming; Sign Out asks first, then signs out', async ({ page }) => {
  const name = unique('sam');
  addUser(name, 'sam password 1');
  await openPage(page);
  const adminCheck = page.waitForResponse((r) => r.url().includes('/api/users/admin-status'));
  await logIn(page, name, 'sam password 1');
  // Not an admin: no admin links, once the admin check has answered.
  expect(await (await adminCheck).json()).toEqual({ isAdmin: false });
  await expect(page.getByRole('link', { name: 'Admin Food' })).toHaveCount(0);

  // Stats opens the statistics panel (no more 'Stats coming soon!'), signed in or not.
  await menu(page, 'Stats');
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats).toBeVisible();
  await stats.getByRole('button', { name: /close/i }).first().click();

  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to sign out?');
    void d.dismiss();
  });
  await menu(page, 'Sign Out');
  await expect(page.getByTestId('logged-in-as')).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await menu(page, 'Sign Out');
  await expect(page.getByTestId('logged-in-as')).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await expect(page.locator('#settings-menu').getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('logged-in-as')).toHaveCount(0);
});

test('change password: the four rules, success closes after 2 s, and the new password logs in', async ({ page }) => {
  const name = unique('pat');
  addUser(name, 'pat password 1');
  await openPage(page);
  await logIn(page, name, 'pat password 1');

  await menu(page, 'Change Password');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const update = dialog.getByRole('button', { name: 'Update Password' });
  const fill = async (current: string, next: string, confirm: string) => {
    await dialog.getByLabel('Current password').fill(current);
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new password').fill(confirm);
    await update.click();
  };
  await update.click();
  await expect(dialog.getByRole('alert')).toHaveText('All fields are required');
  await fill('pat password 1', 'short', 'short');
  await expect(dialog.getByRole('alert')).toHaveText('New password must be at least 8 characters long');
  await fill('pat password 1', 'pat password 2', 'pat password 3');
  await expect(dialog.getByRole('alert')).toHaveText('New passwords do not match');
  await fill('pat password 1', 'pat password 1', 'pat password 1');
  await expect(dialog.getByRole('alert')).toHaveText('New password must be different from current password');

  await fill('pat password 1', 'pat password 2', 'pat password 2');
  await expect(dialog.getByRole('status')).toHaveText('Password updated successfully!');
  await page.clock.runFor(2100);
  await expect(dialog).toBeHidden();
  // This session stays signed in.
  await page.reload();
  await expect(page.getByTestId('logged-in-as')).toHaveText(`Logged in as ${name}`);

  page.once('dialog', (d) => void d.accept());
  await menu(page, 'Sign Out');
  await logIn(page, name, 'pat password 2');
  await expect(page.getByTestId('logged-in-as')).toHaveText(`Logged in as ${name}`);
});

test('delete account: the checkbox, the alert, signed out, and the account is gone', async ({ page }) => {
  const name = unique('dee');
  addUser(name, 'dee password 1');
  await openPage(page);
  await logIn(page, name, 'dee password 1');

  await menu(page, 'Delete Account');
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please confirm that you want to delete your account.');
  await dialog.getByRole('checkbox').check();
  // Accepted inside the listener: with waitForEvent the listener is gone by the time the
  // test acts, and Playwright may dismiss the alert itself first (accept() then hangs).
  const alerts: string[] = [];
  page.once('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect.poll(() => alerts).toEqual(['Your account has been permanently deleted. You have been signed out.']);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('logged-in-as')).toHaveCount(0);
  expect(await createUserStore(DATA_DIR).find(name)).toBeUndefined();
});

test('the session is re-checked every hour and follows sign-out in another tab', async ({ page, context }) => {
  const name = unique('tab');
  addUser(name, 'tab password 1');
  await openPage(page);
  await logIn(page, name, 'tab password 1');
  const other = await context.newPage();
  await other.clock.install({ time: new Date(process.env.E2E_NOW!) });
  await other.goto('/archive');
  await expect(other.getByTestId('logged-in-as')).toHaveText(`Logged in as ${name}`);

  // Signing out in one tab signs out the other (the storage event on the token key).
  page.once('dialog', (d) => void d.accept());
  await menu(page, 'Sign Out');
  await expect(other.getByTestId('logged-in-as')).toHaveCount(0);

  // The hourly check notices a session the server ended (an operator set a new password).
  await logIn(page, name, 'tab password 1');
  const user = await createUserStore(DATA_DIR).find(name);
  await createUserStore(DATA_DIR).setPassword(user!.id, 'tab password 2');
  await page.clock.runFor(3_600_000);
  await expect(page.getByTestId('logged-in-as')).toHaveCount(0);
});

test('Debug Requests logs the page’s requests to the console, flagging rapid repeats', async ({ page }) => {
  const name = unique('dbg');
  addUser(name, 'dbg password 1');
  await openPage(page);
  await logIn(page, name, 'dbg password 1');
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  await menu(page, 'Debug Requests');
  await expect.poll(() => lines.some((l) => l.includes('[request] request logging on'))).toBe(true);
  await page.evaluate(async () => {
    await fetch('/api/daily-challenge/next-challenge-time');
    await fetch('/api/daily-challenge/next-challenge-time');
  });
  await expect
    .poll(() => lines.filter((l) => l.includes('[request] GET /api/daily-challenge/next-challenge-time')).length)
    .toBe(2);
  expect(lines.some((l) => l.includes('(#2) RAPID: repeated within 1 s'))).toBe(true);
  // The switch stays in the open menu, showing its state; off again.
  await expect(page.locator('#settings-menu').getByRole('button', { name: 'Debug Requests' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.locator('#settings-menu').getByRole('button', { name: 'Debug Requests' }).click();
  await expect.poll(() => lines.some((l) => l.includes('[request] request logging off'))).toBe(true);
});

test('the contact form sends a message through the human check and thanks the sender', async ({ page }) => {
  await openAt(page, '/about');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  // A first visit's tap counts once the shell has hydrated (site/lib/early-taps.ts): wait for the banner to go.
  await expect(page.getByRole('button', { name: 'Essential Only' })).toBeHidden();
  const title = `E2E hello ${Date.now().toString(36)}`;
  const form = page.locator('form.contact-form');
  await form.getByLabel('Name *').fill('Ada');
  await form.getByLabel('Email *').fill('ada@example.com');
  await form.getByLabel('Title *').fill(title);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('Feature Request');
  await form.getByLabel('Message *').fill('Please add more soups.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 20_000 });

  const outbox = join(DATA_DIR, 'outbox');
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(join(outbox, f), 'utf8'))
    .find((text) => text.includes(title));
  expect(mail).toContain(`Subject: [Platter contact] Feature Request: ${title}`);
  expect(mail).toContain('Reply-To: Ada <ada@example.com>');
  expect(mail).toContain('Please add more soups.');
});

test('the account modals and the signed-in top bar pass axe, in light and dark mode', async ({ page }) => {
  test.slow();
  const name = unique('axe');
  addUser(name, 'axe password 1');
  const expectNoSeriousViolations = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      label,
    ).toEqual([]);
  };
  await openPage(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') {
      page.once('dialog', (d) => void d.accept());
      await menu(page, 'Sign Out');
    }
    await menu(page, 'Login');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(`Login modal with an error (${scheme})`);
    await page.keyboard.press('Escape');
    await logIn(page, name, 'axe password 1');
    await expect(page.getByTestId('logged-in-as')).toBeVisible();
    await page.getByRole('button', { name: 'Settings menu' }).click();
    await expectNoSeriousViolations(`signed-in menu (${scheme})`);
    await page.locator('#settings-menu').getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByRole('dialog', { name: 'Change Password' })
      .getByRole('button', { name: 'Update Password' })
      .click();
    await expectNoSeriousViolations(`Change Password with an error (${scheme})`);
    await page.keyboard.press('Escape');
    await menu(page, 'Delete Account');
    await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Delete Account' }).click();
    await expectNoSeriousViolations(`Delete Account with an error (${scheme})`);
    await page.keyboard.press('Escape');
  }
});
