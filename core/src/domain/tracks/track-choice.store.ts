import { STORAGE_KEYS } from '../constants/features.constants.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { TrackChoice } from './track.types.ts';

/**
 * 001 §3 Persisted track choice: label, kind and language, saved under mk-audio-track for audio
 * and mk-text-track for text (001 §9), in local storage so the choice survives a reload. A value
 * that does not parse (another version, a hand edit) reads as no choice rather than an error.
 */
export class TrackChoiceStore {
  readonly #storage: KeyValueStore;

  constructor(storage: KeyValueStore) {
    this.#storage = storage;
  }

  audio(): TrackChoice | null {
    return this.#read(STORAGE_KEYS.audioTrack);
  }

  text(): TrackChoice | null {
    return this.#read(STORAGE_KEYS.textTrack);
  }

  saveAudio(choice: TrackChoice): void {
    this.#write(STORAGE_KEYS.audioTrack, choice);
  }

  saveText(choice: TrackChoice): void {
    this.#write(STORAGE_KEYS.textTrack, choice);
  }

  /** Forgets the text choice: the state 'absent' of 001 §4 (forced selection follows the audio). */
  clearText(): void {
    try {
      this.#storage.remove(STORAGE_KEYS.textTrack);
    } catch {
      // Storage may be unavailable (private mode, sandboxed frame): the choice just is not kept.
    }
  }

  #read(key: string): TrackChoice | null {
    let raw: string | null;
    try {
      raw = this.#storage.get(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null) return null;
      const { label, kind, language } = value as Record<string, unknown>;
      if (typeof label !== 'string' || typeof kind !== 'string' || typeof language !== 'string') return null;
      return { label, kind, language };
    } catch {
      return null;
    }
  }

  #write(key: string, choice: TrackChoice): void {
    try {
      this.#storage.set(key, JSON.stringify({ label: choice.label, kind: choice.kind, language: choice.language }));
    } catch {
      // As above: an unavailable storage loses the choice, never the playback.
    }
  }
}
