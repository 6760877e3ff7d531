/**
 * A native <dialog> shown as a modal while mounted. Escape, the close button and a click
 * on the backdrop all close it through the dialog's own close event, which calls
 * onClose so the owner can unmount it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: string;
  onClose: () => void;
  /** The close button's label, in the page's language. Default 'Close'. */
  closeLabel?: string;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  wide?: boolean;
  /** Extra class on the dialog. */
  className?: string;
}

/** The dialog; mount it to open, unmount it (from onClose) to remove it. */
export function Modal({ title, onClose, children, footer, wide, className, closeLabel = 'Close' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal-wide' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) ref.current?.close();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={closeLabel} onClick={() => ref.current?.close()}>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="modal-body">{children}</div>
      {footer ? <div className="modal-foot">{footer}</div> : null}
    </dialog>
  );
}

/** The footer of an edit window: Cancel, and Save (reading 'Saving...' and disabled while it runs). */
export function SaveFooter({ onCancel, onSave, busy }: { onCancel: () => void; onSave: () => void; busy: boolean }) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="btn" onClick={onSave} disabled={busy}>
        {busy ? 'Saving...' : 'Save'}
      </button>
    </>
  );
}
