// 000 §5 developer flags: a non-empty string key; booleans stored as 1 or 0, '1' or 'true' read
// as true; 000 §8: registering a flag again with another type is an error.
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, SimulatedClock } from '@mediakit/adapters/node';
import { MKError } from '@mediakit/core';
import { DeveloperFlags, libraryDeveloperFlags } from '../../../../core/src/domain/flags/developer-flags.ts';
import { featureFlagsFor } from '../../../../core/src/domain/api/feature-flags.ts';

const store = () => new MemoryKeyValueStore('local', new SimulatedClock(0));

describe('DeveloperFlags (000 §5, §8)', () => {
  it('a key must be a non-empty string', () => {
    const flags = new DeveloperFlags(store());
    expect(() => flags.get('')).toThrow(expect.objectContaining({ errorCode: MKError.INVALID_ARGUMENTS }));
    expect(() => flags.register(7 as never, true)).toThrow(expect.objectContaining({ errorCode: MKError.INVALID_ARGUMENTS }));
  });

  it("booleans are stored as 1 or 0; '1' and 'true' read as true, anything else false", () => {
    const local = store();
    const flags = new DeveloperFlags(local, { 'mk-force-audio-mse': false });
    flags.set('mk-force-audio-mse', true);
    expect(local.get('mk-force-audio-mse')).toBe('1');
    expect(flags.isEnabled('mk-force-audio-mse')).toBe(true);
    flags.set('mk-force-audio-mse', false);
    expect(local.get('mk-force-audio-mse')).toBe('0');
    local.set('mk-force-audio-mse', 'true');
    expect(flags.get('mk-force-audio-mse')).toBe(true);
    local.set('mk-force-audio-mse', 'yes');
    expect(flags.get('mk-force-audio-mse')).toBe(false);
    flags.reset('mk-force-audio-mse');
    expect(flags.get('mk-force-audio-mse')).toBe(false);
  });

  it('registering a flag again with a different type is an error (000 §8); the same type is fine', () => {
    const flags = new DeveloperFlags(store());
    flags.register('mk-mse-buffer', 30);
    flags.register('mk-mse-buffer', 60);
    expect(() => flags.register('mk-mse-buffer', true)).toThrow(expect.objectContaining({ errorCode: MKError.INVALID_ARGUMENTS }));
    expect(() => flags.set('mk-mse-buffer', 'many')).toThrow(expect.objectContaining({ errorCode: MKError.INVALID_ARGUMENTS }));
  });

  it('the library registers the 001 §9 flags, the music-movie flag and the 001 §6 manifest-token flag, all off', () => {
    const flags = libraryDeveloperFlags(store());
    expect([...flags.keys].sort()).toEqual(['mk-force-audio-mse', 'mk-load-manifest-once', 'mk-manifest-tokens', 'mk-mse-buffer', 'mk-music-movie-playback', 'mk-safari-modern-eme']);
    expect(flags.keys.every((key) => flags.get(key) === false)).toBe(true);
  });
});

describe('featureFlagsFor (002 §9, 001 §9 feature defaults)', () => {
  it('starts from the defaults and applies the list in order, a leading minus disabling', () => {
    const defaults = featureFlagsFor(undefined);
    expect(['seamless-audio-transitions', 'xtrick'].every((name) => defaults.isEnabled(name))).toBe(true);
    expect(defaults.isEnabled('enhanced-hls')).toBe(false);
    const flags = featureFlagsFor(['api-data-store', '-seamless-audio-transitions', 'enhanced-hls']);
    expect([flags.isEnabled('api-data-store'), flags.isEnabled('seamless-audio-transitions'), flags.isEnabled('enhanced-hls')]).toEqual([true, false, true]);
  });
});
