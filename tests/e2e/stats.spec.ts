/**
 * The statistics panel over a scripted history: daily wins in 3, 5 and 3 tries, a
 * give-up, an unfinished day and an archive win, across the spring daylight-saving
 * change. Only the daily games count; give-ups are counted apart.
 */
import { DAY, expect, openAt, test } from './support/fixtures.ts';

test.use({ reducedMotion: 'reduce' });

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

test('shows played, win %, both streaks, the tries per win and the average from the saved history', async ({
  page,
  context,
}) => {
  const day = (n: number) => addDays(DAY.today, -n);
  const progress = {
    [day(6)]: { guesses: ['a', 'b', 'c'], completed: true, hasGivenUp: false, daily: true },
    [day(5)]: { guesses: ['a', 'b', 'c', 'd', 'e'], completed: true, hasGivenUp: false, daily: true },
    [day(4)]: { guesses: ['a', 'b'], completed: true, hasGivenUp: true, daily: true },
    [day(3)]: { guesses: ['a'], completed: false, hasGivenUp: false, daily: true },
    [day(2)]: { guesses: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], completed: true, hasGivenUp: false, daily: false },
    [day(1)]: { guesses: ['a', 'b', 'c'], completed: true, hasGivenUp: false, daily: true },
  };
  const streak = { completions: [day(6), day(5), day(1)], lastUpdated: new Date().toISOString() };
  await context.addInitScript(
    ([p, s]) => {
      const now = Date.now();
      const put = (key: string, data: unknown) =>
        localStorage.setItem(key, JSON.stringify({ v: 1, updatedAt: now, data }));
      put('platter_progress', p);
      put('platter_streak', s);
      put('platter_preferences', { hasSeenIntro: true });
      put('platter_consent', {
        essential: true,
        analytics: false,
        advertising: false,
        timestamp: new Date(now).toISOString(),
        version: '1.0',
      });
    },
    [progress, streak] as const,
  );
  await openAt(page, '/');
  await expect(page.getByTestId('streak-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('button', { name: 'Stats' }).click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats).toBeVisible();
  // Played: 4 finished daily games (3 wins, 1 give-up); the archive win and the unfinished day do not count.
  await expect(stats.locator('.stats-figures')).toContainText('4Played');
  await expect(stats.locator('.stats-figures')).toContainText('75Win %');
  await expect(stats.locator('.stats-figures')).toContainText('1Current streak');
  await expect(stats.locator('.stats-figures')).toContainText('2Best streak');
  const bars = stats.locator('.stats-histogram li');
  await expect(bars.nth(2)).toContainText('2');
  await expect(bars.nth(4)).toContainText('1');
  await expect(stats).toContainText('Average: 3.7 tries per win.');
  await expect(stats).toContainText('Gave up 1 time.');
});
