/**
 * The tests' shared setup: the browser clock fixed at the server's "now", and helpers
 * that act as a player does (type a dish, press Enter, close the rules).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { asReturningPlayer } from '../../../bench/islands.ts';
import { e2eDay } from './content.ts';

/** The day under test: "today" for both the server and the browser. */
export const DAY = e2eDay();

/** A returning player: rules seen, cookies answered. */
export function returning(page: Page): Promise<void> {
  return asReturningPlayer(page.context());
}

/** Opens `path` at the fixed time, as a first-time visitor would. */
export async function openAt(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date(DAY.now) });
  await page.goto(path);
}

/** Closes How to Play (shown on a first visit) and answers the cookie banner. */
export async function settleFirstVisit(page: Page): Promise<void> {
  const rules = page.getByRole('dialog', { name: 'How to Play' });
  await expect(rules).toBeVisible();
  await rules.getByRole('button', { name: 'Let’s play' }).click();
  await expect(rules).toBeHidden();
  await page.getByRole('button', { name: 'Essential Only' }).click();
  // A first visit's tap counts once the shell has hydrated (site/lib/early-taps.ts): wait for the banner to go.
  await expect(page.getByRole('button', { name: 'Essential Only' })).toBeHidden();
}

/** Opens a game page and waits until it is playable. */
export async function openGame(page: Page, path = '/'): Promise<void> {
  await openAt(page, path);
  await settleFirstVisit(page);
  await expect(page.getByRole('combobox', { name: 'Guess a dish' })).toBeEnabled();
}

/** Types a dish name and presses Enter, then waits for its row. */
export async function guess(page: Page, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill(name);
  await input.press('Enter');
  await expect(page.locator(`tr[data-guess="${name.replace(/"/g, '\\"')}"]`)).toHaveCount(1);
}

export const test = base;
export { expect };
