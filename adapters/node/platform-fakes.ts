import { MEDIA_ELEMENT_POOL_SIZE } from '@mediakit/core';
import type {
  DialogContent,
  DialogOutcome,
  DialogPresenter,
  Environment,
  MediaElementPool,
  MediaSession,
  MediaSessionAction,
  MediaSessionMetadata,
  PooledMediaElement,
  ScriptLoader,
} from '@mediakit/core';

/** Hands out element handles without a DOM, with the browser pool's limit (001 §9) and reuse. */
export class FakeMediaElementPool implements MediaElementPool {
  readonly #free: Record<'audio' | 'video', PooledMediaElement[]> = { audio: [], video: [] };
  #created = 0;

  acquire(kind: 'audio' | 'video'): PooledMediaElement {
    const reused = this.#free[kind].pop();
    if (reused) return reused;
    if (this.#created >= MEDIA_ELEMENT_POOL_SIZE) throw new RangeError(`The media element pool is limited to ${MEDIA_ELEMENT_POOL_SIZE} elements`);
    return { kind, id: `fake-${kind}-${++this.#created}` };
  }

  release(element: PooledMediaElement): void {
    this.#free[element.kind].push(element);
  }

  get size(): number {
    return this.#created;
  }
}

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

/** 000 §8: dynamic script loading rejects in Node. */
export class NodeScriptLoader implements ScriptLoader {
  async load(url: string): Promise<void> {
    throw new Error(`Cannot load script ${url}: dynamic script loading is not available in Node`);
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
  supportsEncryptedMedia = true;
  mediaSourceTypes: ReadonlySet<string> = new Set(['audio/mp4; codecs="mp4a.40.2"', 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"']);

  supportsMediaSource(mimeWithCodecs: string): boolean {
    return this.mediaSourceTypes.has(mimeWithCodecs);
  }
}
