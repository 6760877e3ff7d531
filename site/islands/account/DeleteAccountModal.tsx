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
import { useMessages } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';

export default function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const { pending: busy, error, setError, run } = useSubmit();
  const m = useMessages('windows');
  const errorText = useErrorText();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!confirmed) {
      setError(DELETE_ACCOUNT_MESSAGES.confirm);
      return;
    }
    await run(
      async () => {
        await deleteAccount();
        alert(errorText(DELETE_ACCOUNT_MESSAGES.done));
        onClose();
      },
      { holdOnSuccess: true },
    );
  };

  return (
    <Modal title={m.menu_delete_account()} onClose={onClose} closeLabel={m.close()}>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{m.delete_intro()}</p>
        <ul>
          <li>{m.delete_point_1()}</li>
          <li>{m.delete_point_2()}</li>
          <li>{m.delete_point_3()}</li>
        </ul>
        <p className="muted small">{m.delete_note()}</p>
        <label className="check">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {m.delete_confirm_label()}
        </label>
        <Notice text={errorText(error)} />
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? m.delete_deleting() : m.delete_button()}
        </button>
      </form>
    </Modal>
  );
}
