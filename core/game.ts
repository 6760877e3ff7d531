/**
 * The game's rules outside scoring: when a guess wins, how many guesses were wrong, and
 * which hints that unlocks. Pure, so the island, the API and the tests share them.
 */
import { HINTS, type HintField } from './categories.ts';
import { foldText } from './normalise.ts';

/** True when the guess names the answer (case and accents ignored: 'pho' wins for 'Phở'). */
export function isWin(guessName: string, answerName: string): boolean {
  return foldText(guessName) === foldText(answerName);
}

/** The index of the first guess that wins, or -1 when none does. */
export function winningGuessIndex(guessNames: readonly string[], answerName: string): number {
  const answer = foldText(answerName);
  return guessNames.findIndex((name) => foldText(name) === answer);
}

/**
 * The number of wrong guesses. A name guessed twice counts once, because the game ignores
 * a guess already made.
 */
export function wrongGuessCount(guessNames: readonly string[], answerName: string): number {
  const answer = foldText(answerName);
  const wrong = new Set<string>();
  for (const name of guessNames) {
    const folded = foldText(name);
    if (folded !== answer && folded !== '') wrong.add(folded);
  }
  return wrong.size;
}

/** The hint fields unlocked after `wrongCount` wrong guesses, in unlock order (2, 4, 6, 8). */
export function unlockedHints(wrongCount: number): HintField[] {
  return HINTS.filter((h) => wrongCount >= h.unlockAfter).map((h) => h.field);
}

/** Every hint with the number of wrong guesses still needed to unlock it (0 once unlocked). */
export function hintsRemaining(wrongCount: number): { field: HintField; label: string; remaining: number }[] {
  return HINTS.map((h) => ({ field: h.field, label: h.label, remaining: Math.max(0, h.unlockAfter - wrongCount) }));
}
