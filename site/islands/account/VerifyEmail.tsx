/**
 * /verify-email?token=…: confirms the address the mailed link was sent to
 * (POST /api/verify-email), then offers to log in.
 */
import { useEffect, useState } from 'react';
import { VERIFY_MESSAGES } from '../../../core/accounts.ts';
import { Notice } from '../../components/Notice.tsx';
import { verifyEmail } from '../../lib/account-links.ts';
import { emit } from '../../lib/events.ts';
import './account.css';

export default function VerifyEmail() {
  const [state, setState] = useState<{ kind: 'working' | 'ok' | 'error'; text: string }>({
    kind: 'working',
    text: 'Confirming your address…',
  });
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!token) {
      setState({ kind: 'error', text: VERIFY_MESSAGES.badLink });
      return;
    }
    verifyEmail(token).then(
      (message) => setState({ kind: 'ok', text: message || VERIFY_MESSAGES.verified }),
      (e: Error) => setState({ kind: 'error', text: e.message }),
    );
  }, []);
  return (
    <div className="link-page" aria-busy={state.kind === 'working'}>
      {state.kind === 'working' ? <p role="status">{state.text}</p> : <Notice kind={state.kind} text={state.text} />}
      {state.kind !== 'working' && (
        <p className="link-page-actions">
          {state.kind === 'ok' && (
            <button type="button" className="btn" onClick={() => emit('platter:open', { modal: 'login' })}>
              Log in
            </button>
          )}
          <a className="btn btn-secondary" href="/">
            Play today's dish
          </a>
        </p>
      )}
    </div>
  );
}
