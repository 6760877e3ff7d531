/**
 * The gate (core/gate.ts) on the small fixture, where 2026-09-01 (Pad Thai, #1) and
 * 2026-09-02 (Croissant, #2) are played when today is 2026-09-02 and 2026-09-03 (Hummus,
 * #3) is to come: which changes are history, which are errors, which need confirming.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { confirmationToken, gateChange, historyCommitMessage } from '../../core/gate.ts';
import { loadContent } from '../../core/node/content.ts';
import type { FoodRecord } from '../../core/schemas/food.ts';

const { content } = loadContent(fileURLToPath(new URL('../fixtures/content-small', import.meta.url)));
const TODAY = '2026-09-02';
const dish = (slug: string) => content.foods.find((f) => f.slug === slug)!;
const withFoods = (foods: FoodRecord[]) => ({ ...content, foods });
const replaceDish = (next: FoodRecord) => withFoods(content.foods.map((f) => (f.slug === next.slug ? next : f)));

describe('gateChange', () => {
  it('lets a day to come change freely', () => {
    const verdict = gateChange(
      content,
      { ...content, calendar: { ...content.calendar, '2026-09-03': 'ramen' } },
      TODAY,
    );
    expect(verdict.history).toEqual([]);
    expect(verdict.errors).toEqual([]);
    expect(verdict.warnings).toEqual([]);
    expect(verdict.confirmToken).toBeUndefined();
  });

  it('calls a played day replaced, removed or renamed history, naming it with its number', () => {
    const replaced = gateChange(
      content,
      { ...content, calendar: { ...content.calendar, '2026-09-02': 'ramen' } },
      TODAY,
    );
    expect(replaced.history.map((r) => r.message)).toEqual([
      '2026-09-02 (#2), already played, changed from Croissant to Ramen',
    ]);
    expect(replaced.playedDays.map((d) => [d.date, d.number])).toEqual([['2026-09-02', 2]]);

    const { '2026-09-01': _gone, ...rest } = content.calendar;
    const removed = gateChange(content, { ...content, calendar: rest }, TODAY);
    // The day goes, and the played day after it is renumbered: both are named.
    expect(removed.history.map((r) => r.message)).toEqual(['2026-09-01 (#1), already played, lost its dish Pad Thai']);

    const renamedDish = { ...dish('croissant'), name: 'Croissant au Beurre', slug: 'croissant-au-beurre' };
    const renamed = gateChange(
      content,
      {
        ...withFoods([...content.foods.filter((f) => f.slug !== 'croissant'), renamedDish]),
        calendar: { ...content.calendar, '2026-09-02': 'croissant-au-beurre' },
      },
      TODAY,
    );
    expect(renamed.history.map((r) => r.message)).toEqual([
      '2026-09-02 (#2), already played, now names its dish Croissant au Beurre (renamed from Croissant)',
    ]);
  });

  it('calls a dish added before played days history (it renumbers them), and one added today not', () => {
    const before = gateChange(content, { ...content, calendar: { ...content.calendar, '2026-08-31': 'ramen' } }, TODAY);
    expect(before.history.map((r) => r.message)).toEqual([
      '2026-08-31 (#1), before played days, now has Ramen: the 2 played days after it are renumbered',
    ]);
    const { '2026-09-02': _today, ...noToday } = content.calendar;
    const empty = { ...content, calendar: noToday };
    const today = gateChange(empty, { ...empty, calendar: { ...noToday, '2026-09-02': 'ramen' } }, TODAY);
    expect(today.history).toEqual([]);
  });

  it("calls a past answer's scored field history, and its hint not", () => {
    const rescored = gateChange(content, replaceDish({ ...dish('pad-thai'), temperature: ['cold'] }), TODAY);
    expect(rescored.history.map((r) => r.kind)).toEqual(['past-answer-rescored']);
    const hinted = gateChange(content, replaceDish({ ...dish('pad-thai'), form_factor: ['plate'] }), TODAY);
    expect(hinted.history).toEqual([]);
    // The answer of a day to come is no one's history yet.
    const future = gateChange(content, replaceDish({ ...dish('hummus'), temperature: ['hot'] }), TODAY);
    expect(future.history).toEqual([]);
  });

  it('refuses a new dish without an icon, and for a complete dish (a submission) without hints', () => {
    const { icon: _icon, ...plain } = { ...dish('ramen'), name: 'Shoyu Soba', slug: 'shoyu-soba', aliases: [] };
    const verdict = gateChange(content, withFoods([...content.foods, plain]), TODAY);
    expect(verdict.errors.map((r) => r.message)).toEqual(['Shoyu Soba has no icon: choose one (icon)']);
    const noHints = { ...dish('ramen'), name: 'Shoyu Soba', slug: 'shoyu-soba', aliases: [], texture_emphasis: [] };
    expect(gateChange(content, withFoods([...content.foods, noHints]), TODAY).errors).toEqual([]);
    expect(
      gateChange(content, withFoods([...content.foods, noHints]), TODAY, { complete: true }).errors.map((r) => r.kind),
    ).toEqual(['missing-hints']);
  });

  it('gives the same token for the same warnings and another for others', () => {
    const a = [{ kind: 'near-twin' as const, message: 'A and B differ on only 1 of 9 boxes' }];
    const b = [{ kind: 'near-twin' as const, message: 'A and C differ on only 1 of 9 boxes' }];
    expect(confirmationToken(a)).toBe(confirmationToken([...a]));
    expect(confirmationToken(a)).not.toBe(confirmationToken(b));
    expect(confirmationToken([])).toBeUndefined();
  });

  it('writes the reason and the days into the commit message', () => {
    const verdict = gateChange(
      content,
      { ...content, calendar: { ...content.calendar, '2026-09-02': 'ramen' } },
      TODAY,
    );
    expect(historyCommitMessage('calendar: set 2026-09-02 to ramen', verdict.history, '  a wrong photo ')).toBe(
      'calendar: set 2026-09-02 to ramen\n\nRewrites history on purpose:\n- 2026-09-02 (#2), already played, ' +
        'changed from Croissant to Ramen\n\nReason: a wrong photo',
    );
  });
});
