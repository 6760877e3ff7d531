/** What a player does with the settings menu and the Login window, for the account tests. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens the settings menu and picks an item. */
export async function menu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.locator('#settings-menu').getByRole('button', { name: item, exact: true }).click();
}

/** Logs in from the settings menu; resolves once the Login window has closed. */
export async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await menu(page, 'Login');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username or email').fill(identifier);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Creates an account the way an operator does (`platter users add … --password-stdin`), in the server's data folder. */
export function addUser(username: string, password: string): void {
  const args = ['cli/bin.mjs', 'users', 'add', username, '--email', `${username}@example.com`];
  const r = spawnSync(process.execPath, [...args, '--password-stdin', '--data', process.env.E2E_DATA_DIR!], {
    cwd: join(import.meta.dirname, '..', '..', '..'),
    input: `${password}\n`,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`platter users add ${username} failed: ${r.stderr}`);
}
