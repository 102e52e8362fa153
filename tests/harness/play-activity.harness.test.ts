import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks, RecordingHttpClient, type HttpHandler } from '@mediakit/adapters/node';
import { PlayActivityEndReasonType, type MusicKitInstance } from '@mediakit/core';
import { PlayActivityContainerType, PlayActivityEventType } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { signInThroughPopup } from './emulated-instance.helper.ts';

// Headless harness: the configured instance (DI-wired reporter and bridge) plays an album
// against a started provider emulator; the emulator's activity service must store the right
// records, in order, with the right end reasons (000 §3, §7; 002 §4, §6).
//
// The listener signs in through the instance's pop-up as a subscriber, so the tracks play in full
// (000 §1), prepared by the emulator's web playback; previews are asked for with previewOnly.

const MEDIA_SECONDS = 30;
const R = PlayActivityEndReasonType;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});

beforeEach(async () => {
  await fetch(`${emulator.origin}/__emulator/play-activity`, { method: 'DELETE' });
});

afterAll(async () => {
  await emulator.close();
});

interface StoredEvents {
  counts: Record<string, number>;
  events: Array<{ eventId: string; record: Record<string, unknown>; sender: { userToken?: string } }>;
}

async function storedEvents(): Promise<StoredEvents> {
  return (await (await fetch(`${emulator.origin}/__emulator/play-activity`)).json()) as StoredEvents;
}

const PAGE_ORIGIN = 'http://localhost:4510';

/** The listener signs in as a subscriber in the pop-up the instance opened. */
async function signIn(music: MusicKitInstance, host: ReturnType<ReturnType<typeof createHeadlessMusicKit>['host']>): Promise<string> {
  return signInThroughPopup(music, host, emulator.origin);
}

function summary(record: Record<string, unknown>): string {
  const id = (record['ids'] as Record<string, string>)['subscription-adam-id'];
  if (record['event-type'] === PlayActivityEventType.PLAY_START) {
    const reason = record['end-reason-type'] as number;
    return `start ${id} @${(record['start-position-in-milliseconds'] as number) / 1000}${reason ? ` ${R[reason]}` : ''}`;
  }
  return `end ${id} @${(record['end-position-in-milliseconds'] as number) / 1000} ${R[record['end-reason-type'] as number]}`;
}

/** An album of the emulator's catalogue with at least two tracks. */
function anAlbum(): { id: string; trackIds: string[] } {
  const album = [...emulator.catalog.albums.values()].find((candidate) => candidate.trackIds.length >= 2);
  if (!album) throw new Error('The catalogue has no album with two tracks');
  return album;
}

/**
 * The page's network as the instance sees it, forwarding to the emulator: `idle()` resolves once
 * no request is in flight, so a test reads the service's records after every send has landed.
 */
function observedNetwork(): { readonly handler: HttpHandler; idle(): Promise<void> } {
  const forward = RecordingHttpClient.forwardingToNetwork();
  const inFlight = new Set<Promise<unknown>>();
  return {
    handler: (request) => {
      const answer = Promise.resolve(forward(request));
      const settled = answer.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      return answer;
    },
    async idle() {
      await flushMicrotasks();
      while (inFlight.size > 0) {
        await Promise.all([...inFlight]);
        await flushMicrotasks();
      }
    },
  };
}

async function configured(options: { signedIn: boolean; full: boolean }) {
  const network = observedNetwork();
  const headless = createHeadlessMusicKit({ mediaDurationSeconds: MEDIA_SECONDS, window: { origin: PAGE_ORIGIN }, http: network.handler });
  const music = await headless.MusicKit.configure({
    developerToken: EMULATOR_DEVELOPER_TOKEN,
    // providerOrigin alone points every host at the emulator, the activity service included.
    providerOrigin: emulator.origin,
    disableAuthBridge: true,
    ...(options.full ? {} : { previewOnly: true }),
  });
  const host = headless.host();
  const token = options.signedIn ? await signIn(music, host) : undefined;
  const album = anAlbum();
  await music.setQueue({ album: album.id });
  const clock = host.clock;
  const step = async (ms: number): Promise<void> => {
    await clock.advanceAsync(ms, 250);
  };
  /** Calls an instance method that goes through the 250 ms play/pause/seek debounce. */
  const debounced = async (call: Promise<unknown>): Promise<void> => {
    await step(300);
    await call;
    await step(1);
  };
  return { music, host, album, token, network, clock, step, debounced };
}

describe('headless harness: play activity from a configured instance to the emulated activity service', () => {
  it('play, seek, skip, pause, resume and a natural end are stored once each, in order, with their end reasons', async () => {
    const { music, album, token, network, step, debounced } = await configured({ signedIn: true, full: true });
    const [first, second] = album.trackIds as [string, string];

    await debounced(music.play());
    await step(5_000);
    await debounced(music.seekToTime(20)); // 000 §4 scrub
    await step(3_000);
    await music.skipToNextItem();
    await step(4_000);
    await debounced(music.pause());
    await step(10_000);
    await debounced(music.play());
    await step((MEDIA_SECONDS - 4 + 1) * 1000); // plays to its end
    await network.idle();

    const { events, counts } = await storedEvents();
    expect(events.map((event) => summary(event.record))).toEqual([
      `start ${first} @0`,
      `end ${first} @5 SCRUB_BEGIN`,
      `start ${first} @20 SCRUB_END`,
      `end ${first} @23 TRACK_SKIPPED_FORWARDS`,
      `start ${second} @0`,
      `end ${second} @4 PLAYBACK_MANUALLY_PAUSED`,
      `start ${second} @4`,
      `end ${second} @${MEDIA_SECONDS} NATURAL_END_OF_TRACK`,
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(8);
    expect(counts).toMatchObject({ stored: 8, duplicatesDropped: 0 });
    // 000 §3 record fields and 000 §7 headers, as the service received them.
    for (const { record, sender } of events) {
      expect(sender).toEqual({ userToken: token });
      expect(record).toMatchObject({
        'developer-token': EMULATOR_DEVELOPER_TOKEN,
        'user-token': token,
        'container-type': PlayActivityContainerType.ALBUM,
        'container-ids': { 'album-adam-id': album.id },
        'store-front': 'us',
        offline: false,
      });
      expect(typeof record['milliseconds-since-play']).toBe('number');
    }
  });

  it('while the service fails 30 % of requests and loses 20 % of answers, every event is still stored exactly once, in order', async () => {
    await fetch(`${emulator.origin}/__emulator/play-activity/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fail: 0.3, lost: 0.2, status: 503, seed: 19 }),
    });
    const { music, album, network, step, debounced } = await configured({ signedIn: true, full: true });
    const [first, second] = album.trackIds as [string, string];
    await debounced(music.play());
    await step(6_000);
    await music.skipToNextItem();
    await step(2_000);
    await debounced(music.seekToTime(15));
    await step(2_000);
    await debounced(music.pause());
    // Back-off retries run on the simulated clock; let them run until the service holds all six.
    await network.idle();
    for (let round = 0; round < 30 && ((await storedEvents()).counts.stored ?? 0) < 6; round++) {
      await step(60_000);
      await network.idle();
    }
    const { events, counts } = await storedEvents();
    expect(events.map((event) => summary(event.record))).toEqual([
      `start ${first} @0`,
      `end ${first} @6 TRACK_SKIPPED_FORWARDS`,
      `start ${second} @0`,
      `end ${second} @2 SCRUB_BEGIN`,
      `start ${second} @15 SCRUB_END`,
      `end ${second} @17 PLAYBACK_MANUALLY_PAUSED`,
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length);
    // Seed 19 fails the first request and loses the answers of the next two: the resends are dropped as copies.
    expect(counts.failedByFault).toBeGreaterThan(0);
    expect(counts.answersLost).toBeGreaterThan(0);
    expect(counts.duplicatesDropped).toBeGreaterThan(0);
    expect(counts.stored).toBe(6);
  });

  it('002 §6: a listener who is not signed in is never reported (the instance as configured today)', async () => {
    const { music, network, step, debounced } = await configured({ signedIn: false, full: true });
    await debounced(music.play());
    await step(5_000);
    await music.skipToNextItem();
    await step(2_000);
    await network.idle();
    expect((await storedEvents()).counts).toMatchObject({ requests: 0, stored: 0 });
  });

  it('002 §6: previews are never reported, even for a signed-in listener', async () => {
    const { music, network, step, debounced } = await configured({ signedIn: true, full: false });
    await debounced(music.play());
    await step(5_000);
    await music.skipToNextItem();
    await step(2_000);
    await debounced(music.pause());
    await network.idle();
    expect((await storedEvents()).counts).toMatchObject({ requests: 0, stored: 0 });
  });
});

describe('000 §3-§5 lyrics display reporting through the instance (issue 15)', () => {
  it('music.lyrics.displayStarted / displayStopped store one LYRIC_DISPLAY record with the lyrics and how long they showed', async () => {
    const { music, album, network, step, debounced } = await configured({ signedIn: true, full: true });
    await debounced(music.play());
    await step(2_000);
    await music.lyrics.displayStarted({ id: 'ly.1', language: 'en' });
    // 000 §5: lyrics cannot be shown twice.
    await expect(music.lyrics.displayStarted({ id: 'ly.1' })).rejects.toBeDefined();
    await step(8_000);
    await music.lyrics.displayStopped();
    await network.idle();
    const lyrics = (await storedEvents()).events.map((event) => event.record).filter((record) => record['event-type'] === PlayActivityEventType.LYRIC_DISPLAY);
    expect(lyrics).toHaveLength(1);
    expect(lyrics[0]).toMatchObject({ 'lyric-language': 'en', 'end-position-in-milliseconds': 8_000 });
    expect((lyrics[0]!['ids'] as Record<string, string>)['lyric-id']).toBe('ly.1');
    expect((lyrics[0]!['ids'] as Record<string, string>)['subscription-adam-id']).toBe(album.trackIds[0]);
    // 000 §5: a stop without a start rejects.
    await expect(music.lyrics.displayStopped()).rejects.toBeDefined();
  });
});
