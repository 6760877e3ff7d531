/**
 * Phone details (issue #29 point 7) on a 390 x 844 touch screen: every visible interactive
 * element is at least 44 x 44 px, or (WCAG 2.5.8's spacing, with 44 px as our bar) a
 * 44 px circle on its centre touches no other target; a link inside a sentence is exempt
 * (2.5.8's inline exception). The colour-blind legend names the colours it shows.
 */
import type { Page } from '@playwright/test';
import { answerOf, wrongFoods } from './support/content.ts';
import { DAY, expect, guess, openGame, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

const BAR = 44;

/** The visible interactive elements smaller than BAR whose 44 px circle reaches another target. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((bar) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="option"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], [inert]');
    };
    // 2.5.8's inline exception: a link in a sentence, its size set by the line.
    const inline = (el: Element) =>
      el.tagName === 'A' && getComputedStyle(el).display === 'inline' && !!el.closest('p, li, dd, td, label');
    const targets = [...document.querySelectorAll(selector)].filter(
      (el) => visible(el) && !inline(el) && !el.parentElement?.closest(selector),
    );
    const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const problems: string[] = [];
    for (const { el, r } of boxes) {
      if (r.width >= bar - 0.5 && r.height >= bar - 0.5) continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      // The distance from the centre to another target's box, less than bar / 2: too close.
      const near = boxes.find(({ el: other, r: o }) => {
        if (other === el) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < bar / 2;
      });
      if (near) {
        const name = (e: Element) =>
          `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`;
        problems.push(`${name(el)} ${Math.round(r.width)}x${Math.round(r.height)} near ${name(near.el)}`);
      }
    }
    return problems;
  }, BAR);
}

test('every tap target is 44 px or spaced, on /, /archive, /practice and /about, during play and after the finish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const answer = answerOf(DAY.today);
  await openGame(page);
  expect(await smallTargets(page), '/ before a guess').toEqual([]);
  for (const f of wrongFoods(answer, 3)) await guess(page, f.name);
  expect(await smallTargets(page), '/ after three guesses').toEqual([]);
  await guess(page, answer.name);
  await expect(page.getByRole('heading', { name: /You Guessed the Recipe/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide Results' })).toBeVisible();
  expect(await smallTargets(page), '/ finished').toEqual([]);
  for (const path of ['/archive', '/practice', '/about']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByText('Loading data, just a moment...')).toHaveCount(0);
    expect(await smallTargets(page), path).toEqual([]);
  }
  // The menu's items.
  await page.getByRole('button', { name: 'Settings menu' }).click();
  expect(await smallTargets(page), 'the menu').toEqual([]);
});

test('the colour-blind legend names orange, blue and grey', async ({ page }) => {
  await openGame(page);
  const legend = page.locator('.game-head .instructions');
  await expect(legend).toContainText('green');
  await page.evaluate(() => document.documentElement.setAttribute('data-palette', 'colorblind'));
  for (const word of ['orange', 'blue', 'grey']) await expect(legend.getByText(word, { exact: true })).toBeVisible();
  for (const word of ['green', 'yellow', 'red']) await expect(legend.getByText(word, { exact: true })).toBeHidden();
});

test('an older guess is a readable strip: a short label per column, whole words, a cue that it opens', async ({
  page,
}) => {
  const answer = answerOf(DAY.today);
  // The longest names make the longest values: the hardest strips to read.
  const wrong = wrongFoods(answer, 40)
    .sort((a, b) => b.name.length - a.name.length)
    .slice(0, 2);
  await openGame(page);
  for (const f of wrong) await guess(page, f.name);
  const strip = page.locator(`tr[data-guess="${wrong[0]!.name}"]`);
  await expect(strip).toHaveClass(/compact/);
  const cells = await strip.locator('td').evaluateAll((tds) =>
    tds.map((td) => {
      const text = td.querySelector('.cell-text') as HTMLElement;
      const box = text.getBoundingClientRect();
      // Every word's box inside the value's box sideways: a line breaks between words, never inside one.
      const cut: string[] = [];
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement as HTMLElement).offsetParent === null) continue;
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const r = range.getBoundingClientRect();
          if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)) cut.push(m[0]);
        }
      }
      return {
        label: getComputedStyle(td, '::before').content,
        short: td.getAttribute('data-short'),
        full: td.getAttribute('data-label'),
        cut,
      };
    }),
  );
  expect(cells).toHaveLength(9);
  for (const c of cells) {
    expect(c.short, `${c.full}'s short label`).toBeTruthy();
    expect(c.label).toBe(`"${c.short}"`);
    expect(c.cut, `${c.full}: words cut`).toEqual([]);
  }
  // The name carries a chevron: the strip opens.
  const toggle = strip.getByRole('button', { name: wrong[0]!.name });
  expect(await toggle.evaluate((el) => getComputedStyle(el, '::after').content)).toContain('▾');
});
