/**
 * What the end-to-end tests know about the content: they read the same files the server
 * serves (core/node's loader), so every expected answer, board and day number is
 * computed from the content, never written into a test.
 */
import { resolve } from 'node:path';
import { SCORED_CATEGORIES } from '../../../core/categories.ts';
import { loadContent, type Content } from '../../../core/node/content.ts';
import type { FoodRecord } from '../../../core/schemas/food.ts';
import { scoreGuess, type CellScore } from '../../../core/scoring.ts';

/** The browser tests' content, relative to the repository (CONTENT_DIR overrides). */
export const E2E_CONTENT_DIR = 'tests/fixtures/e2e-content';

let cached: Content | undefined;

/** The content the server under test reads. */
export function content(): Content {
  cached ??= loadContent(
    resolve(import.meta.dirname, '..', '..', '..', process.env.CONTENT_DIR ?? E2E_CONTENT_DIR),
  ).content;
  return cached;
}

/** The calendar's dates, oldest first (day N is dates[N - 1]). */
export function dates(): string[] {
  return Object.keys(content().calendar).sort();
}

/**
 * The day the tests play as "today": the third calendar day, so two past days exist for
 * the archive and the streak, and later ones stay in the future.
 */
export function e2eDay(): { today: string; now: string; number: number } {
  const all = dates();
  if (all.length < 3) {
    throw new Error(
      `The end-to-end tests need at least 3 days in ${process.env.CONTENT_DIR ?? E2E_CONTENT_DIR}/calendar.yaml; ` +
        `it has ${all.length}.`,
    );
  }
  const today = all[2]!;
  return { today, now: `${today}T15:00:00.000Z`, number: 3 };
}

/** The food served on a calendar date. */
export function answerOf(date: string): FoodRecord {
  const slug = content().calendar[date];
  const food = content().foods.find((f) => f.slug === slug);
  if (!food) throw new Error(`calendar.yaml: ${date} names ${slug}, which has no food file`);
  return food;
}

/** `count` foods that are not `answer`, in name order (stable across runs). */
export function wrongFoods(answer: FoodRecord, count: number): FoodRecord[] {
  return [...content().foods]
    .filter((f) => f.name !== answer.name)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, count);
}

/** The board row core/scoring gives for a guess. */
export function expectedRow(
  guess: FoodRecord,
  answer: FoodRecord,
): Record<(typeof SCORED_CATEGORIES)[number], CellScore> {
  return scoreGuess(guess, answer, { relations: content().relations });
}

/** A wrong guess with at least one yellow cell, and that cell: for testing the explanations. */
export function guessWithCloseCell(answer: FoodRecord): { guess: FoodRecord; cell: CellScore } {
  for (const guess of [...content().foods].sort((a, b) => a.name.localeCompare(b.name))) {
    if (guess.name === answer.name) continue;
    const row = expectedRow(guess, answer);
    const cell = SCORED_CATEGORIES.map((f) => row[f]).find(
      (c) => c.color === 'yellow' && c.matches.some((m) => m.kind === 'close' && m.reason),
    );
    if (cell) return { guess, cell };
  }
  throw new Error(`No food in the content has a close match with ${answer.name}`);
}
