/**
 * The cookie banner's three choices, the stored consent record (version 1.0), and the
 * inline settings of /cookies.
 */
import { DAY, expect, openAt, test } from './support/fixtures.ts';

const consent = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('platter_consent');
    return raw ? JSON.parse(raw).data : null;
  });

test('Accept All stores analytics and advertising, and the banner stays away', async ({ page }) => {
  await openAt(page, '/privacy');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByText('All cookies accepted')).toBeVisible();
  const record = await consent(page);
  expect(record).toMatchObject({ essential: true, analytics: true, advertising: true, version: '1.0' });
  // The choice is stamped with the (fixed) time it was made.
  expect(Date.parse(record.timestamp) - Date.parse(DAY.now)).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('Essential Only stores both off', async ({ page }) => {
  await openAt(page, '/terms');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  // A first visit's tap brings the shell's code, then counts (site/lib/client-shell.ts).
  await expect
    .poll(() => consent(page))
    .toMatchObject({ essential: true, analytics: false, advertising: false, version: '1.0' });
});

test('Customize: Cancel returns to the choices; Save Settings stores the ticked boxes', async ({ page }) => {
  await openAt(page, '/about');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await expect(banner.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
  await banner.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();
  await banner.getByRole('button', { name: 'Customize' }).click();
  await banner.getByRole('checkbox', { name: /Analytics/ }).check();
  await banner.getByRole('button', { name: 'Save Settings' }).click();
  await expect(banner).toBeHidden();
  expect(await consent(page)).toMatchObject({ analytics: true, advertising: false, version: '1.0' });
});

test('the cookie page shows the status and changes it inline', async ({ page }) => {
  await openAt(page, '/cookies');
  const status = page.getByTestId('consent-status');
  await expect(status).toHaveText('No choice made yet');
  const settings = page.locator('.cookie-settings');
  await settings.getByRole('checkbox', { name: /Advertising/ }).check();
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(status).toHaveText('Advertising cookies accepted');
  // The banner closed too: the choice is made.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Essential Only' }).click();
  await expect(status).toHaveText('Essential cookies only');
  await page.reload();
  await expect(status).toHaveText('Essential cookies only');
});
