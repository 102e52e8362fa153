// 002 §9 Bitrate choice and encrypted-flavor selection.
import { describe, expect, it } from 'vitest';
import {
  PLAYBACK_BITRATE,
  chooseByBandwidth,
  flavorBitrate,
  parseMasterPlaylist,
  selectEncryptedFlavor,
} from '../../../../core/src/domain/hls/index.ts';
import { VIDEO_MASTER } from './playlist-fixtures.ts';

describe('002 §9 "Bitrate choice: standard picks the lowest bandwidth, otherwise the highest"', () => {
  const variants = parseMasterPlaylist(VIDEO_MASTER).variants;

  it('standard picks the lowest bandwidth', () => {
    expect(chooseByBandwidth(variants, true)?.bandwidth).toBe(2200000);
  });

  it('otherwise picks the highest', () => {
    expect(chooseByBandwidth(variants, false)?.bandwidth).toBe(9900000);
  });

  it('keeps the first of equal bandwidths and ignores non-finite ones', () => {
    const list = [{ bandwidth: Number.NaN, id: 0 }, { bandwidth: 5, id: 1 }, { bandwidth: 5, id: 2 }];
    expect(chooseByBandwidth(list, true)?.id).toBe(1);
    expect(chooseByBandwidth(list, false)?.id).toBe(1);
    expect(chooseByBandwidth([], true)).toBeUndefined();
  });
});

describe('002 §9 "Encrypted-flavor selection takes the audio asset whose bitrate is at most the configured bitrate"', () => {
  const assets = [
    { flavor: '28:ctrp256', url: 'a256' },
    { flavor: '30:cbcp64', url: 'a64' },
    { flavor: '34:cbcp128', url: 'a128' },
  ];

  it('reads the bitrate a flavor names', () => {
    expect(assets.map((a) => flavorBitrate(a.flavor))).toEqual([256, 64, 128]);
    expect(flavorBitrate('ctrp')).toBeUndefined();
  });

  it('takes the best asset at most the configured bitrate (MusicKit PlaybackBitrate)', () => {
    expect(selectEncryptedFlavor(assets, PLAYBACK_BITRATE.HIGH)?.url).toBe('a256');
    expect(selectEncryptedFlavor(assets, PLAYBACK_BITRATE.STANDARD)?.url).toBe('a64');
    expect(selectEncryptedFlavor(assets, 200)?.url).toBe('a128');
  });

  it('prefers an explicit bitrate over the flavor string', () => {
    expect(selectEncryptedFlavor([{ flavor: 'x256', bitrate: 64 }, { flavor: 'y', bitrate: 128 }], 100)?.flavor).toBe('x256');
  });

  it('falls back to the lowest asset when all are above the limit, and to nothing without bitrates', () => {
    expect(selectEncryptedFlavor(assets, 32)?.url).toBe('a64');
    expect(selectEncryptedFlavor([{ flavor: 'none' }], 256)).toBeUndefined();
  });
});
