import { useEffect, useState } from 'react';
import { PlaybackStates, type MKError } from '@mediakit/core';
import { useMediaKit } from '@mediakit/react';
import { describeError, onAnnouncement } from '../notice-bus.ts';

interface Notice {
  readonly id: number;
  readonly message: string;
  readonly tone: 'info' | 'error';
  readonly retry?: () => void;
}

let nextId = 1;
/** Info notices ("Added to the queue") leave by themselves; errors stay until playback resumes or dismissal. */
const INFO_MS = 4000;

/**
 * Playback errors as non-blocking notices with a retry (issue 10: modal dialogs only where the
 * spec requires them), with the MKError reason and message (issue 19); they clear once playback
 * resumes. Retry plays the queue again from the item that failed. Also shows the demo's short
 * confirmations (notice-bus.ts).
 */
export function Notices() {
  const music = useMediaKit();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const dismiss = (id: number): void => setNotices((current) => current.filter((notice) => notice.id !== id));

  useEffect(() => {
    const onError = (error: MKError): void => {
      const retry = (): void => {
        music.play().catch((retryError: unknown) => console.info(`Retry failed: ${describeError(retryError)}`));
      };
      const notice: Notice = { id: nextId++, message: `Playback failed: ${describeError(error)}`, tone: 'error', retry };
      setNotices((current) => [...current.slice(-2), notice]);
    };
    // Playing again means the error is over: its notice would only mislead.
    const onState = ({ state }: { state: PlaybackStates }): void => {
      if (state === PlaybackStates.playing) setNotices((current) => current.filter((notice) => notice.tone !== 'error'));
    };
    const offAnnouncements = onAnnouncement(({ message, tone }) => {
      const notice: Notice = { id: nextId++, message, tone };
      setNotices((current) => [...current.slice(-2), notice]);
      if (tone === 'info') setTimeout(() => dismiss(notice.id), INFO_MS);
    });
    music.addEventListener('mediaPlaybackError', onError);
    music.addEventListener('playbackStateDidChange', onState);
    return () => {
      offAnnouncements();
      music.removeEventListener('mediaPlaybackError', onError);
      music.removeEventListener('playbackStateDidChange', onState);
    };
  }, [music]);

  return (
    <div className="notices" role="region" aria-label="Notifications" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <span>{notice.message}</span>
          {notice.retry && (
            <button type="button" onClick={() => { dismiss(notice.id); notice.retry?.(); }}>Retry</button>
          )}
          <button type="button" onClick={() => dismiss(notice.id)} aria-label="Dismiss" title="Dismiss">×</button>
        </div>
      ))}
    </div>
  );
}
