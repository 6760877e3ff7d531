/**
 * Work a route leaves for after its answer: the account mails. "Forgot your password?"
 * answers the same words whether or not the name has an account, and must take the same
 * time too: a mail made and filed inside the request told it (1.4-4.1 ms against
 * 0.4-0.9 ms). So the route answers at once and the lookup and the mail run here,
 * one task after another, once the answer is on its way. Closing the app waits for what
 * is queued, so a restart loses no mail.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** The queue of one app. */
export interface AfterAnswer {
  /** Runs `task` after the current answer has gone out, after every task queued before it. */
  later(task: () => Promise<unknown>): void;
  /** Resolves once every task queued so far has run (tests; shutdown). */
  idle(): Promise<void>;
}

/**
 * How long after its answer a task starts at the earliest. The answer is on the wire by
 * the next turn of the event loop, but a client in this process (the tests) reads it a turn
 * later still; and a task that starts a moment later is no longer tied, in time, to the
 * request that left it: a request right behind it does not meet the mail either.
 */
export const AFTER_ANSWER_DELAY_MS = 10;

/** An empty queue; a task's failure goes to `logError` and does not stop the next. */
export function createAfterAnswer(logError: (error: unknown) => void): AfterAnswer {
  let tail: Promise<void> = Promise.resolve();
  return {
    later(task) {
      const due = performance.now() + AFTER_ANSWER_DELAY_MS;
      const wait = () => sleep(Math.max(0, due - performance.now()));
      tail = tail
        .then(wait)
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logError(error),
        );
    },
    async idle() {
      // Tasks queued while waiting are waited for too.
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
  };
}
