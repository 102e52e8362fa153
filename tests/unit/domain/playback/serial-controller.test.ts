import { describe, expect, it } from 'vitest';
import { MediaItemState, PlaybackMode, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import { skipNotificationKind, type PlaybackCapability } from '../../../../core/src/domain/playback/index.ts';
import { ids, song } from '../media-item/media-item.fixtures.ts';
import { describeIntents, flushMicrotasks, playNow, serialHarness } from './controller.fixtures.ts';

async function started(names: string[], startWith = 0) {
  const h = serialHarness();
  await h.controller.setQueue({ items: names.map((name) => song(name)), startWith });
  await playNow(h);
  h.engine.calls.length = 0;
  h.intents.length = 0;
  return h;
}

describe('002 §4 Serial queue playback: skips', () => {
  it('002 §4 playback state becomes completed when skip-next finds no next item', async () => {
    const h = await started(['a', 'b'], 1);
    expect(await h.controller.skipToNextItem()).toBeUndefined();
    expect(h.engine.calls).toEqual(['complete']);
    expect(h.engine.playbackState).toBe(PlaybackStates.completed);
    expect(describeIntents(h.intents)).toEqual(['stop b']);
  });

  it('002 §4 skip-next moves to the next playable item and sends a skip notification while playing', async () => {
    const h = await started(['a', 'b', 'c']);
    h.queue.item(1)?.transitionTo(MediaItemState.loading);
    h.queue.item(1)?.transitionTo(MediaItemState.unavailable);
    expect((await h.controller.skipToNextItem())?.id).toBe('c');
    expect(h.engine.calls).toEqual(['play c']);
    expect(h.queue.position).toBe(2);
    expect(describeIntents(h.intents)).toEqual(['skip a->c']);
    expect(h.intents[0]).toMatchObject({ endReason: 2, userInitiated: true });
  });

  it('002 §4 skip notifications: when playback was not running, a move that yields an item sends play', async () => {
    const h = await started(['a', 'b']);
    await h.engine.pause();
    await h.controller.skipToNextItem();
    expect(describeIntents(h.intents)).toEqual(['play b']);
  });

  it('002 §4 skip notifications: a seamless transition sends a play event and the queue follows the engine', async () => {
    const h = await started(['a', 'b', 'c']);
    h.engine.transition(h.queue.item(1) as MediaItem);
    expect(h.queue.position).toBe(1);
    expect(describeIntents(h.intents)).toEqual(['play b (seamless)']);
    expect(h.engine.calls).toEqual([]);
  });

  it('002 §4 skip notifications (rule): seamless → play; else skip, stop or play by running state and resulting item', () => {
    expect(skipNotificationKind({ seamless: true, wasPlaying: true, hasItem: true })).toBe('play');
    expect(skipNotificationKind({ seamless: true, wasPlaying: false, hasItem: true })).toBe('play');
    expect(skipNotificationKind({ seamless: false, wasPlaying: true, hasItem: true })).toBe('skip');
    expect(skipNotificationKind({ seamless: false, wasPlaying: true, hasItem: false })).toBe('stop');
    expect(skipNotificationKind({ seamless: false, wasPlaying: false, hasItem: true })).toBe('play');
    expect(skipNotificationKind({ seamless: false, wasPlaying: false, hasItem: false })).toBeUndefined();
  });

  it('001 §4 Repeat modes: repeat-one on next stops and replays the same item', async () => {
    const h = await started(['a', 'b']);
    h.controller.repeatMode = PlayerRepeatMode.one;
    h.engine.calls.length = 0;
    expect((await h.controller.skipToNextItem())?.id).toBe('a');
    expect(h.engine.calls).toEqual(['stop TRACK_SKIPPED_FORWARDS', 'play a']);
    expect(h.queue.position).toBe(0);
  });

  it('002 §4 skip-previous with repeat-one stops the current item and plays it again', async () => {
    const h = await started(['a', 'b'], 1);
    h.controller.repeatMode = PlayerRepeatMode.one;
    h.engine.calls.length = 0;
    expect((await h.controller.skipToPreviousItem())?.id).toBe('b');
    expect(h.engine.calls).toEqual(['stop TRACK_SKIPPED_BACKWARDS', 'play b']);
  });

  it('002 §4 skip-previous moves to the previous playable item', async () => {
    const h = await started(['a', 'b', 'c'], 2);
    expect((await h.controller.skipToPreviousItem())?.id).toBe('b');
    expect(describeIntents(h.intents)).toEqual(['skip c->b']);
    expect(h.intents[0]).toMatchObject({ endReason: 14 });
  });

  it('002 §4 skip-previous, user-initiated with repeat off and no previous item: the current item restarts', async () => {
    const h = await started(['a', 'b']);
    expect((await h.controller.skipToPreviousItem())?.id).toBe('a');
    expect(h.engine.calls).toEqual(['stop TRACK_SKIPPED_BACKWARDS', 'play a']);
  });

  it('002 §4 skip-previous with no previous item otherwise: nothing happens', async () => {
    const h = await started(['a', 'b']);
    expect(await h.controller.skipToPreviousItem({ userInitiated: false })).toBeUndefined();
    expect(h.engine.calls).toEqual([]);
    expect(h.intents).toEqual([]);
  });

  it('002 §9 skips are serialized in one queue', async () => {
    const h = await started(['a', 'b', 'c']);
    let open!: () => void;
    h.engine.playGate = new Promise<void>((resolve) => (open = resolve));
    const first = h.controller.skipToNextItem();
    const second = h.controller.skipToNextItem();
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['play b']); // the second skip waits for the first
    h.engine.playGate = undefined;
    open();
    expect((await first)?.id).toBe('b');
    expect((await second)?.id).toBe('c');
    expect(h.engine.calls).toEqual(['play b', 'play c']);
  });

  it('002 §4 skip to item: changeToMediaAtIndex plays that item; an index outside the queue is INVALID_ARGUMENTS; an unknown item MEDIA_DESCRIPTOR', async () => {
    const h = await started(['a', 'b', 'c']);
    expect((await h.controller.changeToMediaAtIndex(2))?.id).toBe('c');
    expect(h.intents[0]).toMatchObject({ kind: 'skip', endReason: 5 });
    await expect(h.controller.changeToMediaAtIndex(9)).rejects.toMatchObject({ errorCode: 'INVALID_ARGUMENTS' });
    expect((await h.controller.changeToMediaItem('a'))?.id).toBe('a');
    await expect(h.controller.changeToMediaItem('zzz')).rejects.toMatchObject({ errorCode: 'MEDIA_DESCRIPTOR' });
  });

  it('issue 21 state always true: a change whose source cannot be resolved rejects and leaves what played playing, queue position included', async () => {
    const h = await started(['a', 'b', 'c']);
    h.engine.playFailure = { error: new MKError(MKError.SERVICE_UNAVAILABLE), keepsPrevious: true };
    await expect(h.controller.changeToMediaAtIndex(2)).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(h.queue.currentItem?.id).toBe('a');
    expect(h.engine.nowPlayingItem?.id).toBe('a');
    expect(h.engine.playbackState).toBe(PlaybackStates.playing);
    expect(h.intents).toEqual([]);
  });

  it('issue 21 state always true: a change that failed after the player let go stops, ends the abandoned play and goes back to where it came from', async () => {
    const h = await started(['a', 'b', 'c']);
    h.engine.playFailure = { error: new MKError(MKError.MEDIA_LICENSE), keepsPrevious: false };
    await expect(h.controller.changeToMediaAtIndex(2)).rejects.toMatchObject({ errorCode: 'MEDIA_LICENSE' });
    expect(h.engine.calls).toEqual(['play c', 'stop MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM']);
    expect(h.engine.playbackState).toBe(PlaybackStates.stopped);
    expect(h.engine.nowPlayingItem).toBeUndefined();
    expect(h.queue.currentItem?.id).toBe('a');
    expect(describeIntents(h.intents)).toEqual(['stop a']);
    // play() works again: it starts where the queue stands.
    h.engine.playFailure = undefined;
    await playNow(h);
    expect(h.engine.nowPlayingItem?.id).toBe('a');
    expect(h.engine.playbackState).toBe(PlaybackStates.playing);
  });

  it('001 §4 Item and player: an item that turns out unsupported is marked so and playback skips to the next item', async () => {
    const h = await started(['a', 'b', 'c']);
    const unsupported = new MKError(MKError.UNSUPPORTED_ERROR);
    const play = h.engine.play.bind(h.engine);
    h.engine.play = async (item, options) => {
      if (item.id === 'b') {
        h.engine.calls.push('play b');
        throw unsupported;
      }
      return play(item, options);
    };
    expect((await h.controller.changeToMediaAtIndex(1))?.id).toBe('c');
    expect(h.engine.calls).toEqual(['play b', 'play c']);
    expect(h.queue.item(1)?.state).toBe(MediaItemState.unsupported);
    expect(h.queue.currentItem?.id).toBe('c');
    expect(h.engine.nowPlayingItem?.id).toBe('c');
  });

  it('001 §4: an unsupported last item has nothing to skip to: the error is the caller\'s', async () => {
    const h = await started(['a', 'b']);
    h.engine.playFailure = { error: new MKError(MKError.UNSUPPORTED_ERROR), keepsPrevious: false };
    await expect(h.controller.changeToMediaAtIndex(1)).rejects.toMatchObject({ errorCode: 'UNSUPPORTED_ERROR' });
  });

  it('issue 21: a move after a track end that fails ends the finished play and keeps the failed item for play() to retry', async () => {
    const h = await started(['a', 'b']);
    h.engine.playFailure = { error: new MKError(MKError.MEDIA_LICENSE), keepsPrevious: false };
    const errors: unknown[] = [];
    h.controller.addEventListener('mediaPlaybackError', (error) => errors.push(error));
    h.engine.end();
    await flushMicrotasks();
    expect(errors).toEqual([expect.objectContaining({ errorCode: 'MEDIA_LICENSE' })]);
    expect(h.engine.playbackState).toBe(PlaybackStates.stopped);
    expect(describeIntents(h.intents)).toEqual(['stop a']);
    expect(h.queue.currentItem?.id).toBe('b');
    h.engine.playFailure = undefined;
    await playNow(h);
    expect(h.engine.nowPlayingItem?.id).toBe('b');
  });
});

describe('001 §4 Track end', () => {
  it('001 §4 when a track ends and continuous play is on, the player moves to the next item with a track-skipped-forwards intent', async () => {
    const h = await started(['a', 'b']);
    h.authorized = false;
    h.controller.continuous = true;
    h.engine.end();
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['play b']);
    expect(h.intents).toEqual([expect.objectContaining({ kind: 'skip', endReason: 2, userInitiated: false })]);
  });

  it('001 §4 Track end: an authorized user moves on even when continuous play is off', async () => {
    const h = await started(['a', 'b']);
    h.engine.end();
    await flushMicrotasks();
    expect(h.queue.currentItem?.id).toBe('b');
  });

  it('001 §4 Track end: repeat-one replays the item even for an unauthorized user', async () => {
    const h = await started(['a', 'b']);
    h.authorized = false;
    h.controller.repeatMode = PlayerRepeatMode.one;
    h.engine.calls.length = 0;
    h.engine.end();
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['stop TRACK_SKIPPED_FORWARDS', 'play a']);
  });

  it('001 §4 Track end: without continuous play, authorization or repeat-one, playback stays at the end', async () => {
    const h = await started(['a', 'b']);
    h.authorized = false;
    h.engine.end();
    await flushMicrotasks();
    expect(h.engine.calls).toEqual([]);
    expect(h.queue.position).toBe(0);
  });

  it('001 §4 Track end at the last item in repeat-all wraps to the first', async () => {
    const h = await started(['a', 'b'], 1);
    h.controller.repeatMode = PlayerRepeatMode.all;
    h.engine.end();
    await flushMicrotasks();
    expect(h.queue.currentItem?.id).toBe('a');
  });
});

describe('001 §4 Queue position: play', () => {
  it('001 §4 Play: if an item is loaded, it is resumed', async () => {
    const h = await started(['a', 'b']);
    await h.engine.pause();
    h.engine.calls.length = 0;
    await playNow(h);
    expect(h.engine.calls).toEqual(['resume']);
  });

  it('001 §4 Play: an empty queue does nothing', async () => {
    const h = serialHarness();
    await playNow(h);
    expect(h.engine.calls).toEqual([]);
  });

  it('001 §4 Play: if the position is set, that index plays; otherwise the next playable item', async () => {
    const h = serialHarness();
    await h.controller.setQueue({ items: [song('a'), song('b')], startWith: 1 });
    await playNow(h);
    expect(h.engine.calls).toEqual(['play b']);
    const fresh = serialHarness();
    await fresh.controller.setQueue({ items: [song('a'), song('b')] });
    expect(fresh.queue.position).toBe(-1);
    await playNow(fresh);
    expect(fresh.engine.calls).toEqual(['play a']);
    expect(describeIntents(fresh.intents)).toEqual(['play a']);
  });

  it('002 §9 pause and play are debounced at 250 ms: the first press runs at once, the last of the rest after the wait', async () => {
    const h = await started(['a']);
    const first = h.controller.pause();
    await first;
    expect(h.engine.calls).toEqual(['pause']);
    void h.controller.play();
    const last = h.controller.pause();
    await h.clock.advanceAsync(249);
    expect(h.engine.calls).toEqual(['pause']);
    await h.clock.advanceAsync(1);
    await last;
    // The coalesced play never ran: rapid toggling is absorbed.
    expect(h.engine.calls).toEqual(['pause', 'pause']);
  });

  it('002 §9 a press after a quiet 250 ms runs at once again', async () => {
    const h = await started(['a']);
    await h.controller.pause();
    await h.clock.advanceAsync(250);
    await h.controller.play();
    expect(h.engine.calls).toEqual(['pause', 'resume']);
  });

  it('002 §9 stop stops now and cancels a pending (debounced) play', async () => {
    const h = await started(['a']);
    void h.controller.play();
    await h.controller.stop();
    await h.clock.advanceAsync(500);
    expect(h.engine.calls).toEqual(['stop NOT_APPLICABLE']);
    expect(describeIntents(h.intents)).toEqual(['stop a']);
  });
});

describe('002 §4 setQueue, repeat and shuffle', () => {
  it("002 §5 an empty media queue gives 'No item data is available for the current media queue.'", async () => {
    const h = serialHarness();
    await expect(h.controller.setQueue({ items: [] })).rejects.toMatchObject({
      errorCode: 'CONTENT_UNAVAILABLE',
      message: 'No item data is available for the current media queue.',
    });
    await expect(h.controller.setQueue({ items: [new MediaItem({ type: 'songs', attributes: {} })] })).rejects.toMatchObject({
      message: 'No item data is available for the current media queue.',
    });
  });

  it('issue 17: setQueue tells the engine the item a play would start with (startWith; else the first playable), nothing more', async () => {
    const h = serialHarness();
    await h.controller.setQueue({ items: [song('a'), song('b'), song('c')], startWith: 1 });
    const unplayable = song('x');
    unplayable.markUnsupported();
    await h.controller.setQueue({ items: [unplayable, song('y')] });
    await h.controller.setQueue({ items: [song('z')], startTime: 30 });
    await h.controller.setQueue({ items: [unplayable, song('y')] });
    // A stop before any play lets what was readied go ('-').
    await h.controller.stop();
    // The queue's start time too: the item is readied from where its play will start.
    expect(h.engine.preparedAhead).toEqual(['b', 'y', 'z @30', 'y', '-']);
    expect(h.engine.calls.filter((call) => call.startsWith('play'))).toEqual([]);
    await playNow(h);
    expect(h.engine.calls.at(-1)).toBe('play y');
  });

  it('002 §3 Queue options: setQueue startTime applies to the first item played only', async () => {
    const h = serialHarness();
    await h.controller.setQueue({ items: [song('a'), song('b')], startWith: 0, startTime: 42 });
    await playNow(h);
    await h.controller.skipToNextItem();
    expect(h.engine.calls).toEqual(['play a @42', 'play b']);
  });

  it('002 §3 Queue options / 001 §4 Shuffle modes: setQueue with shuffleMode songs shuffles the new queue with the start item first', async () => {
    const h = serialHarness();
    await h.controller.setQueue({ items: ['a', 'b', 'c', 'd'].map((n) => song(n)), startWith: 2, shuffleMode: PlayerShuffleMode.songs });
    expect(h.controller.shuffleMode).toBe(PlayerShuffleMode.songs);
    expect(h.queue.currentItem?.id).toBe('c');
    expect(h.queue.position).toBe(0);
    h.controller.shuffleMode = PlayerShuffleMode.off;
    expect(ids(h.queue.items)).toEqual(['a', 'b', 'c', 'd']);
    expect(h.queue.position).toBe(2);
  });

  it('001 §4 Repeat modes: the setter ignores values that are not valid modes, and reports changes', async () => {
    const h = await started(['a']);
    const changes: number[] = [];
    h.controller.addEventListener('repeatModeDidChange', ({ repeatMode }) => changes.push(repeatMode));
    h.controller.repeatMode = PlayerRepeatMode.all;
    h.controller.repeatMode = 7 as PlayerRepeatMode;
    h.controller.repeatMode = PlayerRepeatMode.all;
    expect(h.controller.repeatMode).toBe(PlayerRepeatMode.all);
    expect(changes).toEqual([PlayerRepeatMode.all]);
  });

  it('001 §4 Shuffle modes: invalid shuffle values are ignored; changes are reported', async () => {
    const h = await started(['a', 'b', 'c']);
    const changes: number[] = [];
    h.controller.addEventListener('shuffleModeDidChange', ({ shuffleMode }) => changes.push(shuffleMode));
    h.controller.shuffleMode = 5 as PlayerShuffleMode;
    h.controller.shuffleMode = PlayerShuffleMode.songs;
    expect(h.queue.isShuffled).toBe(true);
    expect(changes).toEqual([PlayerShuffleMode.songs]);
  });

  it('002 §4 a change of repeat mode while playing causes the next item to be re-prepared', async () => {
    const h = await started(['a', 'b']);
    h.engine.tick(60); // 30 % of 200 s: the next item is preloaded
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['prepareNext b']);
    h.controller.repeatMode = PlayerRepeatMode.one;
    await flushMicrotasks();
    expect(h.engine.calls).toEqual(['prepareNext b', 'prepareNext a']);
  });

  it('002 §4 Playback modes: MIXED_CONTENT by default; unknown values are ignored', () => {
    const h = serialHarness();
    expect(h.controller.playbackMode).toBe(PlaybackMode.MIXED_CONTENT);
    h.controller.playbackMode = PlaybackMode.FULL_PLAYBACK_ONLY;
    h.controller.playbackMode = 42 as PlaybackMode;
    expect(h.controller.playbackMode).toBe(PlaybackMode.FULL_PLAYBACK_ONLY);
  });

  it('002 §4 edit queue (always available in serial playback): append, prepend, insertAt and clearQueue', async () => {
    const h = await started(['a', 'b']);
    h.controller.append(song('c'));
    h.controller.prepend(song('n'));
    h.controller.insertAt(0, song('z'));
    expect(ids(h.queue.items)).toEqual(['z', 'a', 'n', 'b', 'c']);
    await h.controller.clearQueue();
    expect(h.queue.isEmpty).toBe(true);
    expect(h.engine.nowPlayingItem).toBeUndefined();
  });
});

describe('002 §4 Serial capabilities', () => {
  const always: PlaybackCapability[] = ['editQueue', 'skipNext', 'skipPrevious', 'skipToItem', 'autoplay', 'volume'];

  it('002 §4 always available: edit queue, skip next and previous, skip to item, autoplay, volume (plus repeat, shuffle, pause, seek)', async () => {
    const h = await started(['a']);
    expect([...h.controller.capabilities].sort()).toEqual([...always, 'repeat', 'shuffle', 'pause', 'seek'].sort());
  });

  it('002 §4 repeat and shuffle are unavailable while an autoplay item is current; their setters are then ignored', async () => {
    const h = await started(['a']);
    h.queue.appendAutoplay([song('x')]);
    const changes: unknown[] = [];
    h.controller.addEventListener('capabilitiesChanged', ({ capabilities }) => changes.push([...capabilities]));
    await h.controller.skipToNextItem();
    expect(h.controller.hasCapability('repeat')).toBe(false);
    expect(h.controller.hasCapability('shuffle')).toBe(false);
    expect(always.every((capability) => h.controller.hasCapability(capability))).toBe(true);
    expect(changes).toHaveLength(1);
    h.controller.repeatMode = PlayerRepeatMode.all;
    h.controller.shuffleMode = PlayerShuffleMode.songs;
    expect([h.controller.repeatMode, h.controller.shuffleMode]).toEqual([PlayerRepeatMode.none, PlayerShuffleMode.off]);
  });

  it('002 §4 pause and seek are unavailable when the item disables scrubbing; their calls are ignored', async () => {
    const h = serialHarness();
    await h.controller.setQueue({ items: [new MediaItem({ id: 'live', type: 'liveService', attributes: {} })], startWith: 0 });
    await playNow(h);
    expect(h.controller.hasCapability('pause')).toBe(false);
    expect(h.controller.hasCapability('seek')).toBe(false);
    h.engine.calls.length = 0;
    void h.controller.pause();
    void h.controller.seekToTime(10);
    await h.clock.advanceAsync(500);
    expect(h.engine.calls).toEqual([]);
  });
});

describe("002 §8 MEDIA_PLAYBACK 'Not Playable': a listener's request with nothing playable is answered, not ignored", () => {
  it('changeToMediaAtIndex on an unplayable item with no playable one after it rejects Not Playable; what plays goes on', async () => {
    const h = await started(['a', 'b']);
    h.queue.item(1)!.markUnsupported();
    await expect(h.controller.changeToMediaAtIndex(1)).rejects.toMatchObject({ errorCode: MKError.MEDIA_PLAYBACK, message: 'Not Playable' });
    expect(h.engine.calls).toEqual([]);
    expect(h.queue.position).toBe(0);
    expect(h.engine.nowPlayingItem?.id).toBe('a');
  });

  it('001 §4: an unplayable target with a playable one after it still moves there (no error)', async () => {
    const h = await started(['a', 'b', 'c']);
    h.queue.item(1)!.markUnsupported();
    expect((await h.controller.changeToMediaAtIndex(1))?.id).toBe('c');
  });

  it('play() on a queue whose items cannot be played (the only one marked unsupported) rejects Not Playable', async () => {
    const h = serialHarness();
    await h.controller.setQueue({ items: [song('a')], startWith: 0 });
    h.queue.item(0)!.markUnsupported();
    await expect(playNow(h)).rejects.toMatchObject({ errorCode: MKError.MEDIA_PLAYBACK, message: 'Not Playable' });
    expect(h.engine.calls).toEqual([]);
  });
});
