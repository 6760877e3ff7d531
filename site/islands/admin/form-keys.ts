/**
 * Enter in a one-line field of an admin form never submits the whole form: a form is
 * often half filled when Enter completes a value (a chip, a suggestion), and an early
 * submit saves a dish or a day the admin had not finished. The form's button submits.
 */
import type { KeyboardEvent } from 'react';

/** The input types where Enter means "done with this value", not "send the form". */
const BUTTONS = new Set(['submit', 'button', 'reset', 'image', 'checkbox', 'radio', 'file']);

/** A form's onKeyDown: Enter in a text-like input does nothing to the form. */
export function keepEnterInField(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !BUTTONS.has(target.type)) event.preventDefault();
}
