/**
 * The Login modal (admin.md sections 4, 5 and 8): username or email and password; the
 * button reads 'Logging in...' and is disabled while the human check and the call run;
 * success closes the modal (the auth state has refreshed by then); a failure shows the
 * spec's message. The shell lazy-loads it and passes onClose.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { login } from '../../lib/auth.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import './account.css';

export default function LoginModal({ onClose }: { onClose: () => void }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const { pending: submitting, error, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(
      async () => {
        await login(identifier, password);
        // Closing the dialog calls onClose through its close event.
        form.current?.closest('dialog')?.close();
      },
      { holdOnSuccess: true },
    );
  };

  return (
    <Modal title="Login" onClose={onClose}>
      <form ref={form} className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="login-identifier">Username or email</label>
          <input id="login-identifier" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} value={identifier} onChange={(e) => setIdentifier(e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <Notice text={error} />
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </button>
        <p className="muted small">Accounts are created by the people who run Platter. Playing needs no account: your progress stays in this browser.</p>
      </form>
    </Modal>
  );
}
