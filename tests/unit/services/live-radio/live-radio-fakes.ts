import { EventEmitter, MediaItem, PlaybackStates, type MediaSink, type MediaSinkEvents, type PlaybackSource } from '@mediakit/core';
import { type SinkPlayerEvents } from '@mediakit/core/internal';
import { jsonResponse, MemoryKeyValueStore, MemoryLogger, RecordingHttpClient, SimulatedClock, textResponse } from '@mediakit/adapters/node';
import { LiveRadioHosts, LiveRadioService } from '../../../../core/src/services/live-radio/index.ts';
import { body, tag } from '../../domain/timed-metadata/id3-test-writer.ts';

/** The player as the live radio service sees it: state, time, and the sink that reads the stream. */
export class FakeLivePlayer {
  readonly events = new EventEmitter<SinkPlayerEvents>();
  readonly sinkEvents = new EventEmitter<MediaSinkEvents>();
  readonly currentSink = { on: (event: keyof MediaSinkEvents, listener: never) => this.sinkEvents.on(event, listener) } as unknown as MediaSink;
  currentTime = 0;
  state = PlaybackStates.none;

  setState(state: PlaybackStates): void {
    const oldState = this.state;
    this.state = state;
    this.events.emit('playbackStateDidChange', { oldState, state });
  }

  /** The sink read ID3 tags from the stream. */
  cues(...cues: Array<{ start: number; data: Uint8Array }>): void {
    this.sinkEvents.emit('timedmetadata', { cues });
  }
}

export const STREAM_URL = 'https://play.itunes.apple.com/live/radio/index.m3u8';
export const KEY_A = 'https://keys.example/a';
export const KEY_B = 'https://keys.example/b';

export function onAir(title: string, performer = 'Performer'): Uint8Array {
  return tag([{ id: 'TIT2', body: body.text(title) }, { id: 'TPE1', body: body.text(performer) }]);
}

export function liveStation(id = 'ra.1'): MediaItem {
  return new MediaItem({ id, type: 'stations', attributes: { name: 'Live', isLive: true, playParams: { id, kind: 'radioStation', format: 'stream' } } });
}

/** A live media playlist at the simulated time: 2 s segments, keys as the test scripts them. */
export function livePlaylist(nowMs: number, options: { targetDuration?: number; keys?: readonly string[]; endList?: boolean } = {}): string {
  const target = options.targetDuration ?? 2;
  const newest = Math.floor(nowMs / (target * 1000));
  const lines = ['#EXTM3U', `#EXT-X-TARGETDURATION:${target}`, `#EXT-X-MEDIA-SEQUENCE:${newest - 2}`];
  for (const key of options.keys ?? []) lines.push(`#EXT-X-KEY:METHOD=SAMPLE-AES,URI="${key}",KEYFORMAT="com.apple.streamingkeydelivery"`);
  for (let n = newest - 2; n <= newest; n++) lines.push(`#EXTINF:${target}.0,`, `${n}.aac`);
  if (options.endList) lines.push('#EXT-X-ENDLIST');
  return lines.join('\n');
}

/** Where a master stream's variant lives (relative in the master: 'variant/media.m3u8'). */
export const VARIANT_URL = 'https://play.itunes.apple.com/live/radio/variant/media.m3u8';

export function setup(options: { userToken?: string | undefined; assetUrl?: string; master?: boolean; keyServerUrl?: string } = {}) {
  const clock = new SimulatedClock();
  const logger = new MemoryLogger();
  const player = new FakeLivePlayer();
  let playlist: { targetDuration?: number; keys?: readonly string[]; endList?: boolean } = {};
  const http = new RecordingHttpClient((request) => {
    if (request.url.includes('/play/assets')) {
      const asset = { url: options.assetUrl ?? STREAM_URL, ...(options.keyServerUrl ? { keyServerUrl: options.keyServerUrl } : {}) };
      return jsonResponse(200, { results: { assets: [asset] } }, request.url);
    }
    if (options.keyServerUrl && request.url === options.keyServerUrl) return jsonResponse(200, { status: 0, license: 'TElDRU5DRQ==', 'renew-after': 30 }, request.url);
    if (request.url === STREAM_URL && options.master) return textResponse(200, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"\nvariant/media.m3u8\n', request.url);
    if (request.url === (options.master ? VARIANT_URL : STREAM_URL)) return textResponse(200, livePlaylist(clock.now(), playlist), request.url);
    return jsonResponse(404, {}, request.url);
  });
  let nowPlaying: MediaItem | undefined;
  const userToken = 'userToken' in options ? options.userToken : 'user-token';
  const service = new LiveRadioService({
    player,
    nowPlaying: () => nowPlaying,
    http,
    scheduler: clock,
    clock,
    logger,
    sessionStore: new MemoryKeyValueStore('session', clock),
    tokens: { developerToken: async () => 'developer-token', userToken: () => userToken },
    hosts: new LiveRadioHosts(),
    mediaApiBase: 'https://api.music.apple.com/v1',
  });
  return {
    clock,
    logger,
    player,
    http,
    service,
    playlistRequests: () => http.requests.filter((request) => request.url === (options.master ? VARIANT_URL : STREAM_URL)).length,
    scriptPlaylist: (next: typeof playlist) => (playlist = next),
    /** The engine starts playing `item` (a resolve, a load, then playing). */
    async play(item: MediaItem): Promise<PlaybackSource | undefined> {
      nowPlaying = item;
      player.setState(PlaybackStates.loading);
      const source = item.isLiveRadioStation ? await service.resolve(item) : undefined;
      player.setState(PlaybackStates.playing);
      await service.settled();
      return source;
    },
  };
}
