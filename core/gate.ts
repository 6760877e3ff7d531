/**
 * One gate at every door. The checks `platter review` runs on a pull request
 * (core/review.ts) run, from this code, wherever content changes: the admin API's writer,
 * the CLI's writing commands and submission approval. Each finding is one of:
 * - history: a played day changed (set, unset, replaced, renamed, removed, renumbered) or
 *   a past answer's scored fields changed. Refused unless the caller says so explicitly,
 *   with a reason that then lands in the commit message;
 * - an error: refused with the reason (a new dish without an icon);
 * - a warning: needs a confirmation (a near twin, missing hints, a description below
 *   target, a description made worse, a name players knew dropped). The confirmation is a
 *   token of exactly the warnings shown, so a warning that appears later is asked about
 *   again.
 */
import {
  type ContentReview,
  type DayChange,
  type Risk,
  type RiskKind,
  reviewContent,
  type ReviewedContent,
} from './review.ts';

/** How each kind of finding is treated at a door. */
export const GATE_RULES: Record<RiskKind, 'history' | 'error' | 'warning'> = {
  'played-day-changed': 'history',
  'past-answer-rescored': 'history',
  'missing-icon': 'error',
  'name-lost': 'warning',
  'near-twin': 'warning',
  'missing-hints': 'warning',
  'description-short': 'warning',
  'description-worse': 'warning',
};

/** The reason a caller gives for rewriting history: long enough to mean something, short enough for a commit. */
export const REWRITE_REASON_LIMITS = { min: 10, max: 500 } as const;

/** What a door may ask beyond the usual. */
export interface GateOptions {
  /**
   * A dish going live from outside (submission approval): it must be complete, so missing
   * hints are an error rather than a warning.
   */
  complete?: boolean;
}

/** What the gate says about one change. */
export interface GateVerdict {
  review: ContentReview;
  /** Played days changed and past answers re-scored: refused without an explicit reason. */
  history: Risk[];
  /** The played calendar days the change touches (for a confirmation that names each with its number). */
  playedDays: DayChange[];
  /** Refused with the reason. */
  errors: Risk[];
  /** Refused until confirmed with `confirmToken`. */
  warnings: Risk[];
  /** The token that confirms exactly these warnings; undefined when there are none. */
  confirmToken: string | undefined;
}

/** FNV-1a over the text: a short, browser-safe fingerprint (not a secret). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The confirmation of a list of warnings: the same warnings give the same token. */
export function confirmationToken(warnings: readonly Pick<Risk, 'kind' | 'message'>[]): string | undefined {
  if (warnings.length === 0) return undefined;
  return `w-${fingerprint(
    warnings
      .map((w) => `${w.kind}\u0000${w.message}`)
      .sort()
      .join('\u0001'),
  )}`;
}

/**
 * Reviews the change from `before` to `after` (today is the puzzle date in
 * America/New_York) and sorts what it finds by how a door treats it.
 */
export function gateChange(
  before: ReviewedContent,
  after: ReviewedContent,
  today: string,
  options: GateOptions = {},
): GateVerdict {
  const review = reviewContent(before, after, today);
  const removed = new Set(review.dishes.removed.map((d) => d.name));
  const rule = (r: Risk) => (options.complete && r.kind === 'missing-hints' ? 'error' : GATE_RULES[r.kind]);
  const history = review.risks.filter((r) => rule(r) === 'history');
  const errors = review.risks.filter((r) => rule(r) === 'error');
  // Deleting a dish is its own explicit act (each door asks first): its lost name is not asked about again.
  const warnings = review.risks.filter(
    (r) => rule(r) === 'warning' && !(r.kind === 'name-lost' && removed.has(r.subject)),
  );
  const playedDates = new Set(history.filter((r) => r.kind === 'played-day-changed').map((r) => r.subject));
  return {
    review,
    history,
    playedDays: review.calendar.played.filter((d) => playedDates.has(d.date)),
    errors,
    warnings,
    confirmToken: confirmationToken(warnings),
  };
}

/** The findings as one sentence each, joined: what a refusal says. */
export function describeRisks(risks: readonly Risk[]): string {
  return risks.map((r) => r.message).join('; ');
}

/** Why played days are kept, in one clause, for every refusal that names them. */
export const HISTORY_WHY =
  "players have played it: archives, streaks, statistics and shared results point at that day's answer";

/** The refusal of a history change, without the door's own words on how to go ahead. */
export function historyRefusal(history: readonly Risk[]): string {
  const days = history.filter((r) => r.kind === 'played-day-changed');
  const subject =
    days.length === 1
      ? 'a played day'
      : days.length > 1
        ? `${days.length} played days`
        : history.length === 1
          ? 'a past answer'
          : 'past answers';
  return `Not saved: the change rewrites ${subject} (${describeRisks(history)}); ${HISTORY_WHY}.`;
}

/**
 * The commit message of a change that rewrites history on purpose: the subject as usual,
 * then which played days and past answers changed, and the caller's reason.
 */
export function historyCommitMessage(subject: string, history: readonly Risk[], reason: string): string {
  return [
    subject,
    '',
    'Rewrites history on purpose:',
    ...history.map((r) => `- ${r.message}`),
    '',
    `Reason: ${reason.trim()}`,
  ].join('\n');
}
