import { describe, expect, it } from 'vitest';
import { MAX_KEPT_ITEMS, parseRecord, playbackStateKey, recordOf } from '../../../../core/src/services/playback-state/playback-state-record.ts';
import { restoreOptions } from '../../../../core/src/services/playback-state/playback-state-keeper.ts';

// Issue 19 queue restore: the stored record is bounded, ids only, keyed without the token.
const songs = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(1000 + index), type: 'songs' }));

describe('playback state record (issue 19)', () => {
  it('issue 19 bounded size: a long queue keeps at most 500 items, around the current one', () => {
    const record = recordOf(songs(2_000), 1_500, 12);
    expect(record.items).toHaveLength(MAX_KEPT_ITEMS);
    expect(record.items[record.position]!.id).toBe('2500');
    expect(record.time).toBe(12);
  });

  it('issue 19 per listener: the key is a digest of the user token, never the token', () => {
    const token = 'user-token-abcdefghijklmnop';
    const key = playbackStateKey(token);
    expect(key).not.toContain(token);
    expect(key).toMatch(/^mk-playback-state\.[0-9a-f]{16}$/);
    expect(playbackStateKey('another-token')).not.toBe(key);
    expect(playbackStateKey(undefined)).toBe('mk-playback-state.anonymous');
  });

  it('issue 19: a malformed or oversized record reads as none', () => {
    expect(parseRecord('{')).toBeUndefined();
    expect(parseRecord(JSON.stringify({ items: [], position: 0, time: 0 }))).toBeUndefined();
    expect(parseRecord(JSON.stringify({ items: songs(2), position: 5, time: 0 }))).toBeUndefined();
    expect(parseRecord(JSON.stringify({ items: songs(MAX_KEPT_ITEMS + 1), position: 0, time: 0 }))).toBeUndefined();
    expect(parseRecord(JSON.stringify({ items: [{ id: 1, type: 'songs' }], position: 0, time: 0 }))).toBeUndefined();
    expect(parseRecord(JSON.stringify({ items: songs(2), position: 1, time: 20.5 }))).toEqual({ items: songs(2), position: 1, time: 20.5 });
  });

  it('issue 19 restore options: the same ids, the current item and time; a queue not started comes back not started', () => {
    expect(restoreOptions({ items: songs(3), position: 2, time: 20 })).toEqual({ songs: ['1000', '1001', '1002'], startWith: '1002', startTime: 20 });
    expect(restoreOptions({ items: songs(3), position: -1, time: 0 })).toEqual({ songs: ['1000', '1001', '1002'] });
    // A mixed queue comes back as the run of the current item's kind.
    const mixed = [...songs(2), { id: 'mv1', type: 'music-videos' }, { id: 'mv2', type: 'music-videos' }];
    expect(restoreOptions({ items: mixed, position: 3, time: 0 })).toEqual({ musicVideos: ['mv1', 'mv2'], startWith: 'mv2' });
  });
});
