import { useEffect, useState } from 'react';
import type { MKError } from '@mediakit/core';
import { useMediaKit } from '@mediakit/react';

interface Notice {
  readonly id: number;
  readonly message: string;
  readonly retry?: () => void;
}

let nextId = 1;

/**
 * Playback errors as non-blocking notices with a retry (issue 10: modal dialogs only where the
 * spec requires them). Retry plays the queue again from the item that failed.
 */
export function Notices() {
  const music = useMediaKit();
  const [notices, setNotices] = useState<readonly Notice[]>([]);

  useEffect(() => {
    const onError = (error: MKError): void => {
      const notice: Notice = { id: nextId++, message: error.message || error.errorCode, retry: () => void music.play() };
      setNotices((current) => [...current.slice(-2), notice]);
    };
    music.addEventListener('mediaPlaybackError', onError);
    return () => music.removeEventListener('mediaPlaybackError', onError);
  }, [music]);

  const dismiss = (id: number): void => setNotices((current) => current.filter((notice) => notice.id !== id));
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="region" aria-label="Notifications">
      {notices.map((notice) => (
        <div key={notice.id} className="notice notice--error" role="alert">
          <span>{notice.message}</span>
          {notice.retry && (
            <button type="button" onClick={() => { dismiss(notice.id); notice.retry?.(); }}>Retry</button>
          )}
          <button type="button" onClick={() => dismiss(notice.id)} aria-label="Dismiss">×</button>
        </div>
      ))}
    </div>
  );
}
