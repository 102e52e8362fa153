import { token } from './token.ts';
/** The operating system's media controls (002 §7 media session; artwork sizes 96-512). */
export interface MediaSession {
  setMetadata(metadata: MediaSessionMetadata | null): void;
  setPlaybackState(state: 'none' | 'paused' | 'playing'): void;
  setActionHandler(action: MediaSessionAction, handler: ((details: { seekTime?: number }) => void) | null): void;
}
export const MediaSession = token<MediaSession>('MediaSession');

export type MediaSessionAction = 'play' | 'pause' | 'stop' | 'previoustrack' | 'nexttrack' | 'seekto' | 'seekbackward' | 'seekforward';

export interface MediaSessionMetadata {
  readonly title: string;
  readonly artist: string;
  readonly album: string;
  readonly artwork: ReadonlyArray<{ readonly src: string; readonly sizes: string; readonly type?: string }>;
}
