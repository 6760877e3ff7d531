/** What the archive shows of a day the player may have played: unplayed, attempted, completed or skipped (gave up). */
import type { DayOfPlay } from '../../core/schemas/day-of-play.ts';

/** A day's status for this player (player.md section 4). */
export type DayStatus = 'unplayed' | 'attempted' | 'completed' | 'skipped';

/** The status of a day from its saved progress. */
export function dayStatus(entry: DayOfPlay | undefined): DayStatus {
  if (!entry || entry.guesses.length === 0) return entry?.hasGivenUp ? 'skipped' : 'unplayed';
  if (!entry.completed) return 'attempted';
  return entry.hasGivenUp ? 'skipped' : 'completed';
}
