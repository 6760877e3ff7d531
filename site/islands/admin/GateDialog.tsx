/**
 * The gate (core/gate.ts) in the admin screens: a dialog that asks before a change goes
 * through, in three kinds:
 * - history: a played day (named with its number and date) or a past answer changes;
 *   the admin types why (at least REWRITE_REASON_LIMITS.min characters), which goes into
 *   the commit message (`rewrite_history`);
 * - warnings: what the review found (a near twin, missing hints, a description below
 *   target), each with why it matters; "Save anyway" sends the confirmation token;
 * - a plain question before a destructive act (delete a day, block an address).
 * `useGate()` gives a `send` that asks when the server answers 409 with the gate's code
 * and sends again with the answer, and `ask` for a screen that asks first.
 */
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { HISTORY_WHY, REWRITE_REASON_LIMITS } from '../../../core/gate.ts';
import { Modal } from '../../components/Modal.tsx';
import { ApiError } from '../../lib/api.ts';
import { adminRequest } from '../../lib/admin-api.ts';

/** A risk as the server lists it (core/review.ts Risk). */
export interface GateRisk {
  kind: string;
  subject: string;
  message: string;
  why: string;
}

/** A played day as the server lists it (core/review.ts DayChange). */
export interface GateDay {
  date: string;
  number?: number;
  kind: string;
  before?: { name: string };
  after?: { name: string };
}

/** What the dialog asks. */
export type GateQuestion =
  | {
      kind: 'history';
      title: string;
      /** The played days, each with its number; or the past answers re-scored. */
      items: ReactNode[];
      /** The label of the button that goes ahead ('Rewrite #81'). */
      confirmLabel: string;
    }
  | { kind: 'warnings'; title: string; warnings: GateRisk[]; token: string }
  | { kind: 'plain'; title: string; body: ReactNode; confirmLabel: string };

/** What the admin answered: the fields to send again with, or null for Cancel. */
export type GateAnswer = { rewrite_history?: string; confirm?: string } | null;

/** '2026-11-20' as a person reads it: 'Friday 20 November 2026'. */
export function longDate(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  return (
    `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ` +
    `${part({ year: 'numeric' })}`
  );
}

/** One played day in the dialog's words: '#81, Friday 20 November 2026: Pad Thai → Ramen'. */
export function playedDayLine(day: GateDay): string {
  const what =
    day.kind === 'removed'
      ? `${day.before?.name ?? '?'} removed`
      : day.kind === 'added'
        ? `${day.after?.name ?? '?'} added before played days`
        : `${day.before?.name ?? '?'} → ${day.after?.name ?? '?'}`;
  return `${day.number !== undefined ? `#${day.number}, ` : ''}${longDate(day.date)}: ${what}`;
}

/** The question a 409 of the gate asks, or undefined for any other error. */
export function questionOf(error: unknown): GateQuestion | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  if (error.code === 'rewrite-history') {
    const played = (error.details.played as GateDay[] | undefined) ?? [];
    const history = (error.details.history as GateRisk[] | undefined) ?? [];
    const rescored = history.filter((r) => r.kind === 'past-answer-rescored').map((r) => r.message);
    const items = [...played.map(playedDayLine), ...rescored];
    const first = played[0];
    return {
      kind: 'history',
      title: played.length > 0 ? 'Change a played day?' : 'Change a past answer?',
      items,
      confirmLabel:
        played.length === 1 && first?.number !== undefined
          ? `Rewrite #${first.number}`
          : played.length > 1
            ? `Rewrite ${played.length} played days`
            : 'Change it anyway',
    };
  }
  if (error.code === 'confirm' && typeof error.details.confirm === 'string') {
    return {
      kind: 'warnings',
      title: 'Save with these warnings?',
      warnings: (error.details.warnings as GateRisk[] | undefined) ?? [],
      token: error.details.confirm,
    };
  }
  return undefined;
}

/** The dialog of one question. */
export function GateDialog({ question, onAnswer }: { question: GateQuestion; onAnswer: (a: GateAnswer) => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const answered = useRef(false);
  const reasonId = useId();
  const hintId = useId();
  const answer = (a: GateAnswer) => {
    if (answered.current) return;
    answered.current = true;
    onAnswer(a);
  };
  const short = reason.trim().length < REWRITE_REASON_LIMITS.min;
  const footer =
    question.kind === 'history' ? (
      <>
        <button type="button" className="btn btn-secondary" onClick={() => answer(null)}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            setTried(true);
            if (!short) answer({ rewrite_history: reason.trim() });
          }}
        >
          {question.confirmLabel}
        </button>
      </>
    ) : (
      <>
        <button type="button" className="btn btn-secondary" onClick={() => answer(null)} autoFocus>
          Cancel
        </button>
        <button
          type="button"
          className={`btn${question.kind === 'plain' ? ' btn-danger' : ''}`}
          onClick={() => answer(question.kind === 'warnings' ? { confirm: question.token } : {})}
        >
          {question.kind === 'warnings' ? 'Save anyway' : question.confirmLabel}
        </button>
      </>
    );
  return (
    <Modal title={question.title} onClose={() => answer(null)} footer={footer} className="gate-dialog">
      {question.kind === 'history' ? (
        <>
          <ul className="gate-days">
            {question.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
          <p>{`${HISTORY_WHY[0]!.toUpperCase()}${HISTORY_WHY.slice(1)}.`}</p>
          <div className="field">
            <label htmlFor={reasonId}>Why must it change?</label>
            <textarea
              id={reasonId}
              rows={3}
              value={reason}
              maxLength={REWRITE_REASON_LIMITS.max}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={hintId}
              aria-invalid={tried && short}
              autoFocus
            />
            <span id={hintId} className={tried && short ? 'error-text small' : 'muted small'}>
              At least {REWRITE_REASON_LIMITS.min} characters. The reason goes into the commit message with the days.
            </span>
          </div>
        </>
      ) : question.kind === 'warnings' ? (
        <ul className="gate-warnings">
          {question.warnings.map((w) => (
            <li key={`${w.kind}:${w.message}`}>
              <strong>{w.message}.</strong> <span className="muted">{w.why}.</span>
            </li>
          ))}
        </ul>
      ) : (
        question.body
      )}
    </Modal>
  );
}

/** The gate for one screen: a dialog to render, `ask` to ask first, `send` to send and ask when refused. */
export function useGate() {
  const [open, setOpen] = useState<
    { id: number; question: GateQuestion; resolve: (a: GateAnswer) => void } | undefined
  >();
  const asked = useRef(0);

  const ask = useCallback(
    (question: GateQuestion) =>
      new Promise<GateAnswer>((resolve) => {
        asked.current += 1;
        setOpen({ id: asked.current, question, resolve });
      }),
    [],
  );

  /**
   * Sends the change; when the gate asks (409), asks the admin and sends again with the
   * answer (in the body, or the query of a DELETE). Answers undefined when the admin
   * cancelled; other errors are thrown as they are.
   */
  const send = useCallback(
    async <T,>(
      method: 'POST' | 'PUT' | 'DELETE',
      path: string,
      body?: Record<string, unknown>,
      given: Record<string, string> = {},
    ): Promise<T | undefined> => {
      let extra = { ...given };
      for (;;) {
        const query = new URLSearchParams(extra).toString();
        try {
          return method === 'DELETE'
            ? await adminRequest<T>(method, query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path)
            : await adminRequest<T>(method, path, { ...body, ...extra });
        } catch (error) {
          const question = questionOf(error);
          if (!question) throw error;
          const answer = await ask(question);
          if (!answer) return undefined;
          extra = { ...extra, ...answer };
        }
      }
    },
    [ask],
  );

  const dialog = open ? (
    <GateDialog
      key={open.id}
      question={open.question}
      onAnswer={(a) => {
        setOpen(undefined);
        open.resolve(a);
      }}
    />
  ) : null;

  return { ask, send, dialog };
}
