import { useState } from 'react';
import { useAuthorization, useMediaKit } from '@mediakit/react';
import { useRestricted, useSubscription } from '../use-account.ts';
import { describeError } from '../notice-bus.ts';

/**
 * Sign in through the provider's pop-up (000 §4), or sign out. A refused or closed pop-up is
 * reported beside the button, not in a modal.
 */
export function AccountButton() {
  const music = useMediaKit();
  const authorized = useAuthorization();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const subscribed = useSubscription();
  const restricted = useRestricted();
  // What the listener will hear: a non-subscriber gets previews, not full tracks (issue 19).
  const access = subscribed === undefined ? '' : subscribed ? ' · full tracks' : ' · previews';

  const signIn = async (): Promise<void> => {
    setBusy(true);
    setMessage('');
    try {
      await music.authorize();
    } catch (error) {
      // 000 §4: 0 closed or switched user, 1 declined, -1 unavailable.
      const status = Number(error);
      setMessage(status === 1 ? 'Sign-in declined' : status === -1 ? 'Sign-in unavailable' : status === 0 ? 'Sign-in cancelled' : String((error as Error).message ?? error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account">
      {message && <span className="account__message" role="status">{message}</span>}
      {authorized ? (
        <>
          <span className="account__status">Signed in{access}{restricted ? ' · explicit off' : ''}</span>
          <button type="button" className="chip" onClick={() => music.unauthorize().catch((error: unknown) => setMessage(`Sign-out failed: ${describeError(error)}`))}>Sign out</button>
        </>
      ) : (
        <button type="button" className="button button--primary button--small" onClick={() => void signIn()} disabled={busy}>Sign in</button>
      )}
    </div>
  );
}
