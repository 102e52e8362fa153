import type {
  DialogContent,
  DialogOutcome,
  DialogPresenter,
  Environment,
  MediaSession,
  MediaSessionAction,
  MediaSessionMetadata,
} from '@mediakit/core';

/** Keeps what the OS media controls would show, and lets a test press their buttons. */
export class FakeMediaSession implements MediaSession {
  metadata: MediaSessionMetadata | null = null;
  playbackState: 'none' | 'paused' | 'playing' = 'none';
  readonly #handlers = new Map<MediaSessionAction, (details: { seekTime?: number }) => void>();

  setMetadata(metadata: MediaSessionMetadata | null): void {
    this.metadata = metadata;
  }

  setPlaybackState(state: 'none' | 'paused' | 'playing'): void {
    this.playbackState = state;
  }

  setActionHandler(action: MediaSessionAction, handler: ((details: { seekTime?: number }) => void) | null): void {
    if (handler) this.#handlers.set(action, handler);
    else this.#handlers.delete(action);
  }

  /** Presses an OS control; false when nothing handles it. */
  press(action: MediaSessionAction, details: { seekTime?: number } = {}): boolean {
    const handler = this.#handlers.get(action);
    handler?.(details);
    return handler !== undefined;
  }
}

/** Records dialogs and answers them as the test decides (default: the OK button). */
export class ScriptedDialogPresenter implements DialogPresenter {
  readonly shown: DialogContent[] = [];
  answer: (dialog: DialogContent) => DialogOutcome = () => 'ok';

  async show(dialog: DialogContent): Promise<DialogOutcome> {
    this.shown.push(dialog);
    return this.answer(dialog);
  }
}

/** A platform description a test sets field by field. */
export class FakeEnvironment implements Environment {
  isServer = false;
  userAgent = 'MediaKit-Headless';
  languages: readonly string[] = ['en-US', 'en'];
  devicePixelRatio = 1;
  isIOS = false;
  isMobile = false;
  downlinkMbps: number | null = null;
  saveData = false;
  supportsEncryptedMedia = true;
  mediaSourceTypes: ReadonlySet<string> = new Set(['audio/mp4; codecs="mp4a.40.2"', 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"']);

  supportsMediaSource(mimeWithCodecs: string): boolean {
    return this.mediaSourceTypes.has(mimeWithCodecs);
  }
}
