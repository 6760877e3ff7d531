/**
 * The shell: keyboard shortcuts (never while typing), its hydration at a first visit's first
 * interaction, the theme toggle, the footer, the contact form's checks, and the service worker file.
 */
import { DAY, expect, openAt, openGame, test } from './support/fixtures.ts';

test('Ctrl+Shift+K lists the shortcuts; Ctrl+Shift+T toggles the theme with a toast', async ({ page }) => {
  await openGame(page);
  await page.locator('body').press('Control+Shift+K');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  await expect(list).toContainText('Ctrl+Shift+T');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  const before = await page.locator('html').getAttribute('data-theme');
  await page.locator('body').press('Control+Shift+T');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
  await expect(page.getByText(/Dark mode (on|off)/)).toBeVisible();
  await page.clock.runFor(2500);
  await expect(page.getByText(/Dark mode (on|off)/)).toBeHidden();
});

test('a first visit loads the shell at the first key press, and that key still counts', async ({ page }) => {
  const shellScripts: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/Shell\.[\w-]+\.js$/.test(r.url())) shellScripts.push(r.url());
  });
  await openAt(page, '/archive');
  // The archive list hydrates at once; the shell waits for the player (site/lib/client-shell.ts).
  await expect(page.locator('astro-island[ssr]:not([client="shell"])')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[client="shell"]')).toHaveAttribute('ssr', '');
  expect(shellScripts).toEqual([]);
  // The first key brings the shell, and is the shortcut it meant once the shell listens.
  await page.locator('body').press('Control+Shift+K');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(shellScripts).toHaveLength(1);
});

test('what an island tells the shell before it hydrates is shown once it has', async ({ page }) => {
  await openAt(page, '/archive');
  await expect(page.locator('astro-island[ssr]:not([client="shell"])')).toHaveCount(0);
  await expect(page.locator('astro-island[client="shell"]')).toHaveAttribute('ssr', '');
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('platter:toast', { detail: { text: 'Told before the shell was there' } })),
  );
  await expect(page.getByText('Told before the shell was there')).toBeVisible();
  await expect(page.locator('astro-island[client="shell"]')).not.toHaveAttribute('ssr');
});

test('shortcuts are skipped while typing in a field', async ({ page }) => {
  await openGame(page);
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await input.fill('abc');
  await input.press('Control+a');
  await expect(page).toHaveURL(/\/$/);
  await input.press('Control+Shift+K');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  // Outside the field, Ctrl+A goes to the archive.
  await input.blur();
  await page.keyboard.press('Control+a');
  await expect(page).toHaveURL(/\/archive$/);
});

test('font size shortcuts are clamped to 12..24 px and remembered', async ({ page }) => {
  await openGame(page);
  for (let i = 0; i < 12; i++) await page.locator('body').press('Control+Shift+ArrowUp');
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 24px/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 24px/);
  // The shortcuts listen once the islands have hydrated (one frame after first paint).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.locator('body').press('Control+Shift+Digit0');
  await expect(page.locator('html')).not.toHaveAttribute('style', /font-size/);
});

test('the footer links the legal pages, the support pages and the year', async ({ page }) => {
  await openAt(page, '/terms');
  const footer = page.getByRole('contentinfo');
  for (const name of ['About', 'Privacy Policy', 'Terms of Service', 'Cookie Policy'])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer.getByRole('link')).toHaveCount(6);
  await expect(footer).toContainText(`© ${new Date(DAY.now).getFullYear()} Platter`);
  await expect(footer).toContainText('Associate');
  // The terms have their 18 numbered sections.
  await expect(page.locator('.terms-sections > li')).toHaveCount(18);
  await expect(page.getByRole('heading', { name: '18. Contact' })).toBeVisible();
});

test('the contact form checks its fields, then reports a failed send', async ({ page }) => {
  await openAt(page, '/about');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  // A first visit's tap counts once the shell has hydrated (site/lib/early-taps.ts): wait for the banner to go.
  await expect(page.getByRole('button', { name: 'Essential Only' })).toBeHidden();
  const form = page.locator('form.contact-form');
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  // The spec's words, then the missing field named and focused (issue #29).
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields. Missing: Name.');
  await expect(form.getByLabel('Name *', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Name *', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Name *', { exact: true }).fill('Ada');
  await form.getByLabel('Title *', { exact: true }).fill('Hello');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields. Missing: Email.');
  await expect(form.getByLabel('Email *', { exact: true })).toBeFocused();
  await form.getByLabel('Email *', { exact: true }).fill('not-an-address');
  await form.getByLabel('Title *', { exact: true }).fill('Hello');
  await form.getByLabel('Message *', { exact: true }).fill('A dish is missing.');
  await send.click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await form.getByLabel('Email *', { exact: true }).fill('ada@example.com');
  await expect(form.getByRole('combobox', { name: 'Topic' }).locator('option')).toHaveCount(8);
  // A failing mail server, whatever the contact route does: the spec's failure message.
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await send.click();
  // The human check (proof of work) runs first, which takes a while on a busy machine.
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible({ timeout: 30_000 });
});

test('the service worker file is served', async ({ request }) => {
  const res = await request.get('/service-worker.js');
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).not.toContain('__PLATTER_BUILD__');
  expect(body).toContain('/_astro/');
});

test.describe('before the scripts arrive', () => {
  // The routes below must see the island's scripts, so no service worker answers them.
  test.use({ serviceWorkers: 'block' });

  test('a tap on the top bar before the page is interactive is answered once it is', async ({ page }) => {
    await openGame(page);
    // A slow phone: the page's scripts take 1.5 s longer than its HTML.
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
    const theme = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.getByRole('button', { name: 'Settings menu' }).click();
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    // Both taps count, each once: the theme changed and the menu is open.
    await expect(page.getByRole('button', { name: 'Options' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);
  });
});
