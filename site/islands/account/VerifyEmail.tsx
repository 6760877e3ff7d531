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
import { useLocale, useMessages, withLocale } from '../../i18n/messages.ts';
import { localizedPath } from '../../../core/locales.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';
import '../../i18n/ready/windows.ts';
import '../../i18n/ready/errors.ts';

function VerifyEmail() {
  const m = useMessages('windows');
  const errorText = useErrorText();
  const locale = useLocale();
  const [state, setState] = useState<{ kind: 'working' | 'ok' | 'error'; text: string }>({
    kind: 'working',
    text: m.verify_working(),
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
      {state.kind === 'working' ? (
        <p role="status">{state.text}</p>
      ) : (
        <Notice kind={state.kind} text={errorText(state.text)} />
      )}
      {state.kind !== 'working' && (
        <p className="link-page-actions">
          {state.kind === 'ok' && (
            <button type="button" className="btn" onClick={() => emit('platter:open', { modal: 'login' })}>
              {m.log_in()}
            </button>
          )}
          <a className="btn btn-secondary" href={localizedPath('/', locale)}>
            {m.play_today()}
          </a>
        </p>
      )}
    </div>
  );
}

export default withLocale(VerifyEmail);
