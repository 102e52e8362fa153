import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '@mediakit/core';
import { MemoryKeyValueStore, SimulatedClock } from '@mediakit/adapters/node';
import { TrackChoiceStore } from '../../../../core/src/domain/tracks/track-choice.store.ts';

const local = (): MemoryKeyValueStore => new MemoryKeyValueStore('local', new SimulatedClock());

describe('001 §3 Persisted track choice, 001 §9 storage keys', () => {
  it('saves label, kind and language of audio under mk-audio-track', () => {
    const storage = local();
    new TrackChoiceStore(storage).saveAudio({ label: 'Français', kind: 'main', language: 'fr' });
    expect(JSON.parse(storage.get('mk-audio-track') ?? '')).toEqual({ label: 'Français', kind: 'main', language: 'fr' });
  });

  it('saves the text choice under mk-text-track and reads both back', () => {
    const storage = local();
    const store = new TrackChoiceStore(storage);
    store.saveText({ label: 'English', kind: 'subtitles', language: 'en' });
    store.saveAudio({ label: 'English', kind: 'main', language: 'en' });
    expect(JSON.parse(storage.get('mk-text-track') ?? '')).toEqual({ label: 'English', kind: 'subtitles', language: 'en' });
    expect(store.text()).toEqual({ label: 'English', kind: 'subtitles', language: 'en' });
    expect(store.audio()?.language).toBe('en');
  });

  it('keeps only the three fields', () => {
    const storage = local();
    new TrackChoiceStore(storage).saveText({ label: 'A', kind: 'captions', language: 'de', id: 4 } as never);
    expect(JSON.parse(storage.get('mk-text-track') ?? '')).toEqual({ label: 'A', kind: 'captions', language: 'de' });
  });

  it('reads no choice from a missing, malformed or incomplete value', () => {
    const storage = local();
    const store = new TrackChoiceStore(storage);
    expect(store.text()).toBeNull();
    storage.set('mk-text-track', '{not json');
    expect(store.text()).toBeNull();
    storage.set('mk-text-track', JSON.stringify({ label: 'x', language: 'en' }));
    expect(store.text()).toBeNull();
    storage.set('mk-audio-track', 'null');
    expect(store.audio()).toBeNull();
  });

  it('clearing the text choice makes it absent', () => {
    const storage = local();
    const store = new TrackChoiceStore(storage);
    store.saveText({ label: 'Off', kind: 'subtitles', language: '' });
    store.clearText();
    expect(storage.get('mk-text-track')).toBeNull();
  });

  it('an unavailable storage loses the choice without throwing', () => {
    const broken: KeyValueStore = {
      flavour: 'local',
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('QuotaExceededError');
      },
      remove: () => {
        throw new Error('SecurityError');
      },
      keys: () => [],
    };
    const store = new TrackChoiceStore(broken);
    expect(() => store.saveAudio({ label: 'a', kind: 'main', language: 'en' })).not.toThrow();
    expect(() => store.clearText()).not.toThrow();
    expect(store.audio()).toBeNull();
  });
});
