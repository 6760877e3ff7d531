/**
 * Administration in real Chromium, against a server of its own over a temporary git copy
 * of the fixture content (never the repository's content or dist/): an admin made with
 * the documented command adds a dish with an image, schedules a week in bulk and
 * approves a player's submission, each change a commit by the admin; after the
 * background rebuild the new dish is in the rebuilt site and in the game's suggestions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { parse } from 'yaml';
import { feedbackReport } from '../../core/feedback.ts';
import { loadContent } from '../../core/node/content.ts';
import { expect, test } from './support/fixtures.ts';
import { ADMIN, NEW_DISH, adminCommits, git, open, site, useAdminSite } from './support/admin-site.ts';

test.describe.configure({ mode: 'serial' });
useAdminSite();

test('a player sees no admin links and is refused by the admin screens', async ({ browser }) => {
  const page = await open(browser, '/admin-food', site.playerToken);
  await expect(page.getByRole('heading', { name: 'Admin access required' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await expect(page.getByTestId('admin-links')).toHaveCount(0);
  const submissions = await open(browser, '/submissions');
  await expect(submissions.getByRole('heading', { name: 'Admin access required' })).toBeVisible();
});

test('an admin adds a dish with an image: two commits by the admin', async ({ browser }) => {
  const page = await open(browser, '/admin-food', site.adminToken);
  await expect(page.getByRole('heading', { name: 'Food Manager' })).toBeVisible();
  const links = page.getByTestId('admin-links');
  // One Admin menu holds the five screens (the top bar fits at every width).
  await expect(links.getByRole('link', { name: 'Admin Food' })).toBeHidden();
  await links.getByRole('button', { name: 'Admin' }).click();
  for (const name of ['Admin Food', 'Daily Challenge', 'Submissions', 'Admin Management', 'Tag Manager'])
    await expect(links.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(links.getByRole('link', { name: 'Admin Food' })).toBeHidden();
  await expect(links.getByRole('button', { name: 'Admin' })).toBeFocused();

  // The statistics chart the dishes per region; the new dish adds one to Asia.
  const asia = page.getByRole('list', { name: 'Dishes by region' }).getByRole('listitem').filter({ hasText: 'Asia' });
  const asiaBefore = Number(await asia.locator('.bar-list-count').textContent());
  expect(asiaBefore).toBeGreaterThan(0);

  const form = page.locator('form[aria-labelledby="add-food-title"]');
  const fields: Record<string, string> = {
    name: NEW_DISH,
    core_components: 'noodles, broth',
    key_ingredients: 'udon noodles, charred leeks',
    ingredients: 'udon noodles, charred leeks, dashi, soy sauce, chili oil',
    texture_emphasis: 'chewy',
    form_factor: 'bowl',
    common_accompaniments: 'pickles',
  };
  for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
  // Enter in a field finishes the value, never the form: nothing is sent half filled.
  const commitsBefore = adminCommits().length;
  await form.locator('input[name="ingredients"]').press('Enter');
  await form.getByLabel('Score it as a guess against').fill('Pad Thai');
  await form.getByLabel('Score it as a guess against').press('Enter');
  await expect(form.getByText('Food added!')).toHaveCount(0);
  expect(adminCommits()).toHaveLength(commitsBefore);
  // Closed lists are chips: only an allowed value goes in. A typo matches nothing, says so, and adds nothing.
  const region = form.getByRole('combobox', { name: 'Region' });
  await region.fill('Asai');
  await region.press('Enter');
  await expect(form.getByText('No region “Asai”: choose one from the list.')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Region: chosen' })).toHaveCount(0);
  const closed: Record<string, string[]> = {
    Cuisine: ['Japan'],
    Region: ['Asia'],
    'Preparation Method': ['Simmered'],
    'Course Placement': ['Main'],
    'Dietary Identity': ['Pescatarian'],
    'Flavor Profile': ['smoky', 'umami'],
    Temperature: ['hot'],
  };
  for (const [label, values] of Object.entries(closed)) {
    const box = form.getByRole('combobox', { name: label, exact: true });
    for (const v of values) {
      await box.fill(v);
      await box.press('Enter');
    }
    await expect(form.getByRole('list', { name: `${label}: chosen` }).getByRole('listitem')).toHaveText(
      values.map((v) => new RegExp(`^${v}`)),
    );
  }
  // Open lists suggest what the database already uses.
  await form.locator('input[name="serving_context"]').fill('summ');
  await form.getByTestId('suggest-serving_context').getByRole('button', { name: 'summer lunch' }).click();
  await expect(form.locator('input[name="serving_context"]')).toHaveValue('summer lunch');
  await expect(form.getByTestId('normalized-key_ingredients')).toHaveText('Normalized: udon noodle, charred leek');
  await form.locator('textarea[name="description"]').fill('**Smoky** noodles.\n\nServed with:\n- pickles');
  await expect(form.getByTestId('description-quality')).toContainText('Quality 45/100');
  // The icon picker: search by name, pick, and the choice shows large.
  await form.getByLabel('Search icons').fill('steaming');
  await form.getByRole('radio', { name: 'steaming bowl' }).check();
  await expect(form.locator('.icon-picker-current')).toContainText('🍜 steaming bowl');
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8b3a1a' } })
    .png()
    .toBuffer();
  await form.locator('#add-food-image').setInputFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Add Food' }).click();
  // The gate of `platter review`: a description below target needs the admin's confirmation.
  const warnings = page.getByRole('dialog', { name: 'Save with these warnings?' });
  await expect(warnings).toContainText(`${NEW_DISH}'s description is below target`);
  await warnings.getByRole('button', { name: 'Save anyway' }).click();
  await expect(form.getByText('Food added!')).toBeVisible({ timeout: 20_000 });
  await expect(asia.locator('.bar-list-count')).toHaveText(String(asiaBefore + 1));

  expect(adminCommits().slice(0, 2)).toEqual([
    `${ADMIN.username}|foods: set the image of “ember-noodle-bowl”`,
    `${ADMIN.username}|foods: add “${NEW_DISH}”`,
  ]);
  expect(parse(readFileSync(join(site.dir, 'content', 'foods', 'ember-noodle-bowl.yaml'), 'utf8')).icon).toBe('🍜');
  await page.getByLabel('Search', { exact: true }).fill('Ember');
  await expect(page.getByRole('row', { name: new RegExp(NEW_DISH) })).toBeVisible();
});

test('an admin schedules a week in bulk, then leaves selection mode with Escape', async ({ browser }) => {
  const page = await open(browser, '/admin-daily-challenge', site.adminToken);
  await page.getByRole('button', { name: 'Selection mode' }).click();
  const week = ['Pad Thai', 'Pho Bo', 'Hummus', 'Gazpacho', 'Creme Brulee', 'Fruit Salad', NEW_DISH];
  for (const name of week) {
    await page.getByLabel('Food to add').fill(name);
    await page.getByRole('button', { name: 'Add to list' }).click();
  }
  await expect(page.getByRole('list', { name: 'Foods to schedule' }).getByRole('listitem')).toHaveCount(7);
  await page.getByRole('button', { name: 'Schedule 7 foods' }).click();
  await expect(page.getByText('Successfully set 7 challenges!')).toBeVisible({ timeout: 20_000 });
  expect(adminCommits()[0]).toBe(`${ADMIN.username}|calendar: set 7 days, 2026-03-15 to 2026-03-21`);
  await expect(page.locator('[data-date="2026-03-21"]')).toContainText(NEW_DISH);
  // Each day says how hard its dish is, as `platter audit --feedback` rates it on this content.
  const { content } = loadContent(join(site.dir, 'content'));
  const difficulty = feedbackReport(content.foods, { relations: content.relations }).difficulty;
  for (const [date, slug] of Object.entries(content.calendar).filter(([d]) => d.startsWith('2026-03'))) {
    await expect(page.locator(`[data-date="${date}"] .cal-level-long`)).toHaveText(
      new RegExp(`^${difficulty[slug]!.level}`),
    );
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Set a challenge' })).toBeVisible();
});

test(
  'replacing a scheduled day asks first and names both dishes; inserting moves the later ' +
    'days by one, in one commit',
  async ({ browser }) => {
    const page = await open(browser, '/admin-daily-challenge', site.adminToken);
    const calendarFile = () =>
      parse(readFileSync(join(site.dir, 'content', 'calendar.yaml'), 'utf8')) as Record<string, string>;
    const before = calendarFile();
    expect(before['2026-03-21']).toBe('ember-noodle-bowl');
    const form = page.getByRole('form', { name: 'Set a challenge' });
    await form.getByLabel('Date').fill('2026-03-21');
    await form.getByLabel('Food').fill('Hummus');
    await form.getByRole('button', { name: 'Set Challenge' }).click();
    // Asked first: nothing is written until the admin answers.
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Replace ${NEW_DISH} (#`);
    expect(calendarFile()).toEqual(before);
    await question.getByRole('button', { name: `Replace ${NEW_DISH}` }).click();
    await expect(
      page.getByText(new RegExp(`Challenge set! ${NEW_DISH} \\(#\\d+\\) no longer has a day\\.`)),
    ).toBeVisible({ timeout: 20_000 });
    expect(adminCommits()[0]).toBe(
      `${ADMIN.username}|calendar: set 2026-03-21 to hummus (replacing ember-noodle-bowl)`,
    );

    // Insert: the dish goes on the day, which moves one day later with every scheduled day after it.
    const middle = calendarFile();
    const commits = adminCommits().length;
    await form.getByLabel('Date').fill('2026-03-20');
    await form.getByLabel('Food').fill(NEW_DISH);
    await form.getByRole('button', { name: 'Set Challenge' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Insert and move later days by one' }).click();
    await expect(page.getByText('Challenge set! 2 later days moved by one (2026-03-20 to 2026-03-21).')).toBeVisible({
      timeout: 20_000,
    });
    expect(adminCommits()).toHaveLength(commits + 1);
    expect(adminCommits()[0]).toBe(
      `${ADMIN.username}|calendar: insert ember-noodle-bowl on 2026-03-20, moving 2 days by one (2026-03-20 to ` +
        '2026-03-21)',
    );
    expect(calendarFile()).toEqual({
      ...middle,
      '2026-03-20': 'ember-noodle-bowl',
      '2026-03-21': middle['2026-03-20'],
      '2026-03-22': 'hummus',
    });
  },
);

test('played days look apart from days to come, and changing one asks why, naming it and its number', async ({
  browser,
}) => {
  const page = await open(browser, '/admin-daily-challenge', site.adminToken);
  await expect(page.locator('[data-date="2026-03-08"]')).toHaveClass(/is-played/);
  await expect(page.locator('[data-date="2026-03-08"]')).toContainText('played #4');
  await expect(page.locator('[data-date="2026-03-10"]')).toContainText('today #6');
  await expect(page.locator('[data-date="2026-03-12"]')).toHaveClass(/is-future/);
  const before = git('rev-parse', 'HEAD');
  await page.locator('[data-date="2026-03-08"]').click();
  const form = page.getByRole('form', { name: 'Set a challenge' });
  await expect(form.getByRole('note')).toContainText('Challenge #4 (Sunday 8 March 2026) has been played');
  await form.getByRole('button', { name: 'Delete this challenge' }).click();
  const history = page.getByRole('dialog', { name: 'Change a played day?' });
  await expect(history).toContainText('#4, Sunday 8 March 2026: Spaghetti Carbonara removed');
  await history.getByRole('button', { name: 'Cancel' }).click();
  await expect(history).toHaveCount(0);
  expect(git('rev-parse', 'HEAD')).toBe(before);
  // A day to come is asked about too, before it goes.
  await page.locator('[data-date="2026-03-12"]').click();
  await form.getByRole('button', { name: 'Delete this challenge' }).click();
  const plain = page.getByRole('dialog', { name: 'Delete challenge #8?' });
  await expect(plain).toBeVisible();
  await plain.getByRole('button', { name: 'Cancel' }).click();
  expect(git('rev-parse', 'HEAD')).toBe(before);
});

test('the preview row of the food form matches the API scoring of the same pair', async ({ browser }) => {
  const page = await open(browser, '/admin-food', site.adminToken);
  await page.getByLabel('Search', { exact: true }).fill('Hummus');
  await page
    .getByRole('row', { name: /Hummus/ })
    .getByRole('button', { name: 'Edit Hummus' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Hummus' });
  await dialog.getByLabel('Score it as a guess against').fill('Pad Thai');
  const preview = dialog.getByTestId('score-preview');
  await expect(preview.locator('tr[data-guess="Hummus"] td')).toHaveCount(9);
  const shown = await preview
    .locator('tr[data-guess="Hummus"] td')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-color')));
  const res = await fetch(`${site.server.url}/api/game/score-guess`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guess: 'Hummus', answer: 'Pad Thai' }),
  });
  const { scores } = (await res.json()) as { scores: Record<string, { color: string }> };
  expect(shown).toEqual(Object.values(scores).map((c) => c.color));
  // Editing a field re-scores at once: the same temperature as Pad Thai's turns that box green.
  const temperature = dialog.getByRole('combobox', { name: 'Temperature', exact: true });
  const chosen = dialog.getByRole('list', { name: 'Temperature: chosen' });
  for (const remove of await chosen.getByRole('button').all()) await remove.click();
  await temperature.fill('hot');
  await temperature.press('Enter');
  await expect(preview.locator('tr[data-guess="Hummus"] td').nth(7)).toHaveAttribute('data-color', 'green');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test(
  'as an admin the top bar fits every width, and each admin screen opens from the Admin ' + 'menu and its shortcut',
  async ({ browser }) => {
    // 24 admin pages, two menus and eight shortcuts: about a minute and a half on a busy 2-core machine.
    test.setTimeout(240_000);
    const shortcuts: Record<string, string> = {
      '/admin-management': 'A',
      '/admin-food': 'F',
      '/admin-daily-challenge': 'D',
      '/submissions': 'S',
    };
    for (const width of [320, 390, 1280, 1920]) {
      const page = await open(browser, '/', site.adminToken);
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/',
        '/admin-food',
        '/admin-daily-challenge',
        '/submissions',
        '/admin-management',
        '/admin-tags',
      ]) {
        if (page.url() !== `${site.server.url}${path}`) await page.goto(`${site.server.url}${path}`);
        const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' });
        await expect(menu).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const overflow = await page.evaluate(() => {
          const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
          // Name what sticks out, so a failure says where to look.
          const wide = [...document.querySelectorAll('body *')].filter(
            (e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
          );
          return { over, wide: wide.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${String(e.className)}`) };
        });
        expect(overflow.over, `${path} at ${width} px: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
        const box = await menu.boundingBox();
        expect(box!.x + box!.width, `the Admin button at ${width} px`).toBeLessThanOrEqual(width);
      }
      // The menu and the shortcuts work the same at every width: a phone's and a desktop's are enough.
      if (width !== 390 && width !== 1280) {
        await page.context().close();
        continue;
      }
      // From the menu.
      for (const [label, path] of [
        ['Admin Food', '/admin-food'],
        ['Daily Challenge', '/admin-daily-challenge'],
        ['Submissions', '/submissions'],
        ['Admin Management', '/admin-management'],
        ['Tag Manager', '/admin-tags'],
      ]) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(`${site.server.url}${path}`);
      }
      // And by shortcut.
      for (const [path, key] of Object.entries(shortcuts)) {
        await page.goto(`${site.server.url}/`);
        // The shortcuts answer once the shell knows the account is an admin's.
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }),
        ).toBeVisible();
        await page.keyboard.press(`Control+Shift+${key}`);
        await expect(page).toHaveURL(`${site.server.url}${path}`);
      }
      await page.context().close();
    }
  },
);

test('a player suggests a dish and an admin approves it: the dish is a commit', async ({ browser }) => {
  const about = await open(browser, '/about');
  const form = about.getByRole('form', { name: 'Suggest a dish' });
  await form.scrollIntoViewIfNeeded();
  // The form hydrates when it scrolls into view (client:visible); typing before that would be lost.
  await expect(about.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  await form.getByLabel('Dish name').fill('Ember Rice Cake');
  await form.getByLabel('Countries of origin').fill('South Korea');
  await form.getByLabel('Main ingredients').fill('rice cake, gochujang');
  await form.getByLabel('All ingredients').fill('rice cake, gochujang, fish cake, scallion');
  await form.getByLabel('Dish category').fill('rice cake, sauce');
  for (const choice of ['Asia', 'Simmered', 'Snack', 'Pescatarian', 'Grains'])
    await form.getByRole('checkbox', { name: choice, exact: true }).check();
  await form.getByRole('button', { name: 'Send dish' }).click();
  await expect(about.getByText('Thank you! Your dish was sent and will be reviewed by our team.')).toBeVisible();

  const page = await open(browser, '/submissions', site.adminToken);
  const card = page.locator('article[data-submission]', { hasText: 'Ember Rice Cake' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit submission: Ember Rice Cake' });
  await dialog.getByLabel('Flavor Profile (for the dish)').fill('spicy, sweet');
  await dialog.getByLabel('Temperature (for the dish)').fill('hot');
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => alerts).toContain('Submission updated successfully!');
  // Approving opens the Food Manager's form on the submission: it goes live only complete.
  await card.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: 'Approve Ember Rice Cake' });
  await expect(approval.locator('input[name="name"]')).toHaveValue('Ember Rice Cake');
  await approval.getByRole('button', { name: 'Approve and add the dish' }).click();
  await expect(approval.getByText(/has no icon: choose one \(icon\)/)).toBeVisible({ timeout: 20_000 });
  expect(adminCommits()[0]).not.toContain('Ember Rice Cake');
  await approval.getByLabel('Search icons').fill('rice');
  await approval.getByRole('radio').first().check();
  for (const [name, value] of Object.entries({
    texture_emphasis: 'chewy',
    serving_context: 'street stall',
    form_factor: 'cylinders in sauce',
    common_accompaniments: 'fish cake',
  }))
    await approval.locator(`input[name="${name}"]`).fill(value);
  await approval.getByRole('button', { name: 'Approve and add the dish' }).click();
  const asked = page.getByRole('dialog', { name: 'Save with these warnings?' });
  await expect(asked).toContainText('description is below target');
  await asked.getByRole('button', { name: 'Save anyway' }).click();
  await expect(card).toHaveCount(0, { timeout: 20_000 });
  expect(adminCommits()[0]).toBe(`${ADMIN.username}|foods: add “Ember Rice Cake” (submission 1)`);
  await page.getByLabel('Status').selectOption('approved');
  await expect(page.locator('article[data-submission]', { hasText: 'Ember Rice Cake' })).toContainText('approved');
});

test('an admin blocks a spammer’s address from a submission, then unblocks it', async ({ browser }) => {
  const SPAMMER = '203.0.113.77';
  const spam = (name: string) =>
    fetch(`${site.server.url}/api/public/food-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': SPAMMER },
      body: JSON.stringify({
        name,
        origin: ['Various'],
        regions: ['Various'],
        main_ingredients: ['coupon'],
        ingredients: ['coupon'],
        cooking_method: ['Raw'],
        course: ['Snack'],
        diet_classification: ['Vegan'],
        dish_category: ['advert'],
        food_groups: ['Sugar'],
      }),
    });
  expect((await spam('Cheap Watches')).status).toBe(201);

  const page = await open(browser, '/submissions', site.adminToken);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const card = page.locator('article[data-submission]', { hasText: 'Cheap Watches' });
  await card.getByRole('button', { name: 'Report / Block IP' }).click();
  // Asked first.
  const question = page.getByRole('dialog', { name: 'Block the address this submission came from?' });
  await expect(question).toContainText('“Cheap Watches”');
  expect((await spam('Still Allowed')).status).toBe(201);
  await question.getByRole('button', { name: 'Report / Block IP' }).click();
  await expect.poll(() => alerts).toContain('IP blocked successfully.');
  await expect(card.getByRole('button', { name: 'IP blocked' })).toBeDisabled();
  // The spammer is refused from now on.
  const refused = await spam('Cheaper Watches');
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('Your IP address has been blocked');

  await page.goto(`${site.server.url}/admin-management`);
  await page.getByRole('tab', { name: 'Blocked IPs (1)' }).click();
  const row = page.getByRole('row', { name: new RegExp(SPAMMER.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Reported by admin');
  await row.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('tab', { name: 'Blocked IPs (0)' })).toBeVisible();
  expect((await spam('Honest Dish')).status).toBe(201);
});

test('an admin renames a dish: one commit, and players can still type the old name', async ({ browser }) => {
  const page = await open(browser, '/admin-food', site.adminToken);
  await page.getByLabel('Search', { exact: true }).fill('Gazpacho');
  await page
    .getByRole('row', { name: /Gazpacho/ })
    .getByRole('button', { name: 'Edit Gazpacho' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Gazpacho' });
  const keep = dialog.getByRole('checkbox', { name: /Keep “Gazpacho” as an other name/ });
  await expect(keep).toHaveCount(0);
  await dialog.locator('input[name="name"]').fill('Andalusian Gazpacho');
  await expect(keep).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Gazpacho was the answer of a played day (#5): the rename rewrites it, so the admin says why.
  const history = page.getByRole('dialog', { name: 'Change a played day?' });
  await expect(history).toContainText('#5, Monday 9 March 2026: Gazpacho → Andalusian Gazpacho');
  await history.getByRole('button', { name: 'Rewrite #5' }).click();
  await expect(history.getByText(/At least 10 characters/)).toHaveClass(/error-text/);
  await history.getByLabel('Why must it change?').fill('The Andalusian name is the one cooks use');
  await history.getByRole('button', { name: 'Rewrite #5' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });

  expect(adminCommits()[0]).toBe(`${ADMIN.username}|foods: rename “gazpacho” to “andalusian-gazpacho”`);
  expect(git('log', '-1', '--format=%b')).toContain('Reason: The Andalusian name is the one cooks use');
  const file = parse(readFileSync(join(site.dir, 'content', 'foods', 'andalusian-gazpacho.yaml'), 'utf8')) as {
    name: string;
    aliases: string[];
  };
  expect(file.name).toBe('Andalusian Gazpacho');
  expect(file.aliases).toContain('Gazpacho');
  const res = await fetch(`${site.server.url}/api/public/foods/search-autocomplete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'gazpacho' }),
  });
  expect(((await res.json()) as { suggestions: string[] }).suggestions).toContain('Andalusian Gazpacho');
});

test('the Tag Manager finds a dish by an alias, as every other screen does', async ({ browser }) => {
  const page = await open(browser, '/admin-tags', site.adminToken);
  await page.getByRole('tab', { name: 'Category Elements' }).click();
  const tags = page.getByLabel('Tags', { exact: true });
  await expect(tags).toBeDisabled();
  // 'houmous' is an alias of Hummus: it names the dish (folding its name alone said "No food named").
  await page.getByLabel('Food', { exact: true }).fill('houmous');
  await expect(tags).toBeEnabled();
  await tags.fill('dips, mezze');
  await page.getByRole('button', { name: 'Save Tags' }).click();
  await expect(page.getByText('Food tags updated successfully!')).toBeVisible({ timeout: 20_000 });
  expect(adminCommits()[0]).toMatch(new RegExp(`^${ADMIN.username}\\|`));
  const file = parse(readFileSync(join(site.dir, 'content', 'tags.yaml'), 'utf8')) as {
    food_tags: { food_name: string; tags: string[] }[];
  };
  expect(file.food_tags.find((t) => t.food_name === 'Hummus')?.tags).toEqual(['dips', 'mezze']);
  await page.context().close();
});

test('the admin screens pass axe (no serious or critical violations)', async ({ browser }) => {
  // Five full axe scans of large tables: more than the default 45 s on a busy 2-core machine.
  test.setTimeout(150_000);
  for (const path of ['/admin-food', '/admin-daily-challenge', '/submissions', '/admin-management', '/admin-tags']) {
    const page = await open(browser, path, site.adminToken);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Admin access required');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  }
});

test('after the background rebuild the new dish is in the site and in the game’s suggestions', async ({ browser }) => {
  test.setTimeout(180_000);
  const status = async () => {
    const res = await fetch(`${site.server.url}/api/admin/site-build`, {
      headers: { authorization: `Bearer ${site.adminToken}` },
    });
    return (await res.json()) as {
      state: string;
      builtGeneration: number;
      requestedGeneration: number;
      lastError: string | null;
    };
  };
  await expect
    .poll(
      async () => {
        const s = await status();
        if (s.lastError && s.state === 'idle' && s.builtGeneration < s.requestedGeneration)
          throw new Error(s.lastError);
        return s.state === 'idle' && s.requestedGeneration > 0 && s.builtGeneration === s.requestedGeneration;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
  // The rebuilt site carries the new dish's image variants.
  const manifest = (await (await fetch(`${site.server.url}/data/images.json`)).json()) as Record<string, unknown>;
  expect(Object.keys(manifest)).toContain('ember-noodle-bowl.png');

  // A fresh profile: `open` closes How to Play, which opens on its own, and the game hydrates then.
  const page = await open(browser, '/');
  const input = page.getByRole('combobox', { name: 'Guess a dish' });
  await expect(input).toBeEnabled();
  await input.fill('Ember');
  await expect(page.getByRole('option', { name: NEW_DISH })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ember Rice Cake' })).toBeVisible();
});
