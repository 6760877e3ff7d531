/**
 * A one-line message under a form or at the top of a screen. An error is announced at
 * once (role alert); a success or a warning politely (role status). Nothing is rendered
 * without text, so a form can always place it.
 */

/** What a message is: its colour and how a screen reader announces it. */
export type NoticeKind = 'ok' | 'warning' | 'error';

/** A message a screen keeps in its state. */
export interface NoticeText {
  kind: NoticeKind;
  text: string;
}

const CLASSES: Record<NoticeKind, string> = { ok: 'ok-text', warning: 'warning-text', error: 'error-text' };

/** The message, or nothing when `text` is empty; `className` replaces the kind's colour class (the admin screens'
 * own).
 */
export function Notice({
  kind = 'error',
  text,
  className,
}: {
  kind?: NoticeKind | undefined;
  text: string | undefined;
  className?: string | undefined;
}) {
  if (!text) return null;
  return (
    <p className={className ?? CLASSES[kind]} role={kind === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
