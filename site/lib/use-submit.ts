/**
 * The state every form of the site keeps while it sends something: whether a call is
 * running (the button is disabled and says 'Sending...') and the error to show. Checks
 * made before sending (a missing field) set the error themselves; run() does the rest.
 */
import { useCallback, useState } from 'react';

/** How run() treats the end of an action. */
export interface RunOptions {
  /** The error text shown for a thrown error; by default the error's own message (the server's words). */
  failure?: (err: unknown) => string;
  /** Handles a thrown error instead of showing it inline (the screens that answer with an alert). */
  onError?: (err: unknown) => void;
  /**
   * Stay pending after a success: for a form that closes once done (a modal), so that its
   * button cannot send twice in the moment before it goes.
   */
  holdOnSuccess?: boolean;
}

/** A form's sending state; see run(). */
export interface Submit {
  /** True while an action runs (and after a success with holdOnSuccess). */
  pending: boolean;
  /** The error to show; '' for none. */
  error: string;
  /** Shows an error found outside run(): a check before sending, a later step that failed. */
  setError: (text: string) => void;
  /**
   * Clears the error, marks the form pending and runs `action`; a thrown error becomes the
   * error shown (or goes to onError). Resolves true when the action succeeded.
   */
  run: (action: () => Promise<void>, options?: RunOptions) => Promise<boolean>;
}

/** The text of a thrown error: the API's message, else whatever was thrown. */
function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The sending state of one form. */
export function useSubmit(): Submit {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(async (action: () => Promise<void>, options: RunOptions = {}) => {
    setError('');
    setPending(true);
    try {
      await action();
      if (!options.holdOnSuccess) setPending(false);
      return true;
    } catch (err) {
      if (options.onError) options.onError(err);
      else setError((options.failure ?? messageOf)(err));
      setPending(false);
      return false;
    }
  }, []);
  return { pending, error, setError, run };
}
