/** What a player does with the settings menu and the Login window, for the account tests. */
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
