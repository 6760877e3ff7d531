/**
 * Delete Account (admin.md sections 4, 5, 8 and 9): a checkbox to confirm, then the call;
 * on success an alert says the account is permanently deleted and the page is signed out.
 * What deletion does to the person's data is the terms' promise, listed here too.
 */
import { useState, type FormEvent } from 'react';
import { DELETE_ACCOUNT_MESSAGES } from '../../../core/accounts.ts';
import { Modal } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { deleteAccount } from '../../lib/auth.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import './account.css';

export default function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const { pending: busy, error, setError, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!confirmed) {
      setError(DELETE_ACCOUNT_MESSAGES.confirm);
      return;
    }
    await run(
      async () => {
        await deleteAccount();
        alert(DELETE_ACCOUNT_MESSAGES.done);
        onClose();
      },
      { holdOnSuccess: true },
    );
  };

  return (
    <Modal title="Delete Account" onClose={onClose}>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>Deleting your account cannot be undone. It:</p>
        <ul>
          <li>removes your account and signs you out everywhere;</li>
          <li>anonymises the messages you sent us and the dishes you submitted that we accepted;</li>
          <li>deletes your submissions we rejected.</li>
        </ul>
        <p className="muted small">Your game progress stays in this browser; it was never stored with your account.</p>
        <label className="check">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />I understand
          that my account will be permanently deleted.
        </label>
        <Notice text={error} />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Account'}
        </button>
      </form>
    </Modal>
  );
}
