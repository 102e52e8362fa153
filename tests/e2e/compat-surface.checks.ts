/**
 * One check per name, event and payload of MUSICKIT-SURFACE.md (issue 16), run by
 * tests/e2e/compat-page.e2e.ts inside the compatibility page on the script-tag build. A check is a
 * probe (the body of an async function run in the page, see `SurfaceProbeScope`) and the value it
 * must return. Keys are those of compat-surface.names.ts; the coverage test
 * (tests/unit/tools/compat-surface-coverage.test.ts) fails when a listed name has no check here.
 *
 * Phases run in order on one page: `signedOut` (nothing queued yet, then previews played and
 * stopped), `failing` (the media host fails), `signedIn` (after the e2e signs in through the provider's pop-up), `configure` (the app
 * calls `MusicKit.configure` itself with every v3 option, last, since it replaces the instance).
 */

/** What a probe sees: `MusicKit`, `music` (the instance), `item` (a MediaItem built from `ITEM_RECORD`), `ctx` (shared by all probes), and helpers. */
export interface SurfaceProbeScope {
  /** The payload shape the page logged last for an event (compat-page.js `describe`), or null. */
  last(name: string): unknown;
  /** Waits (default up to 15 s) until the page logs `name` again; that payload's shape, or 'timeout'. */
  wait(name: string, ms?: number): Promise<unknown>;
  /** 'resolved', or the error code (else the message) a promise rejects with. */
  settle(promise: unknown): Promise<string>;
  /** Sorted keys of an object (a payload shape). */
  keys(value: unknown): string[];
}

export type SurfacePhase = 'signedOut' | 'failing' | 'signedIn' | 'configure';

export interface SurfaceCheck {
  readonly phase: SurfacePhase;
  readonly probe: string;
  readonly expected: unknown;
}

/** The resource record the probes' `item` is built from (a catalogue song as the API returns it). */
export const ITEM_RECORD = {
  id: '1001',
  type: 'songs',
  href: '/v1/catalog/us/songs/1001',
  attributes: {
    name: 'Probe Song',
    artistName: 'Probe Artist',
    albumName: 'Probe Album',
    artwork: { url: 'https://art.example/{w}x{h}bb.{f}', width: 1200, height: 1200 },
    contentRating: 'explicit',
    discNumber: 1,
    trackNumber: 3,
    isrc: 'USXXX2000001',
    releaseDate: '2020-02-02',
    durationInMillis: 181000,
    previews: [{ url: 'https://media.example/probe.m4a' }],
    playParams: { id: '1001', kind: 'song' },
  },
} as const;

const checks: Record<string, SurfaceCheck> = {};
const add = (phase: SurfacePhase, key: string, probe: string, expected: unknown): void => {
  if (checks[key]) throw new Error(`Two checks for ${key}`);
  checks[key] = { phase, probe, expected };
};


// --- Loading -----------------------------------------------------------------------------
add('signedOut', 'loading:window.MusicKit', 'return window.MusicKit === MusicKit && typeof MusicKit.getInstance;', 'function');
for (const name of ['musickitloaded', 'musickitconfigured']) {
  add('signedOut', `loading:${name}`, `return ctx.log.filter((e) => e.name.startsWith('musickit')).map((e) => e.name).indexOf('${name}');`, name === 'musickitloaded' ? 0 : 1);
}
const meta = (name: string) => `document.querySelector('meta[name="${name}"]').content`;
add('signedOut', 'loading:apple-music-developer-token', `return music.developerToken === ${meta('apple-music-developer-token')};`, true);
// The aliases and the app meta tags: the page read with the aliases (compat-page.js `?aliases`) keeps its token; app info is read from them.
add('signedOut', 'loading:JWT', 'return ctx.aliases.developerToken;', true);
add('signedOut', 'loading:version', 'return ctx.aliases.configured;', true);
for (const name of ['apple-music-app-name', 'apple-music-app-build', 'apple-music-app-version']) add('signedOut', `loading:${name}`, `return typeof ${meta(name)} === 'string' && ctx.log.some((e) => e.name === 'musickitconfigured');`, true);
// 'window' and 'document' in MUSICKIT-SURFACE.md name what an ES-module import must not touch (SSR): not a page check.

// --- Namespace ---------------------------------------------------------------------------
add('signedOut', 'namespace:configure', 'return typeof MusicKit.configure;', 'function');
add('signedOut', 'namespace:getInstance', 'return MusicKit.getInstance() === music;', true);
add('signedOut', 'namespace:formatArtworkURL', "return MusicKit.formatArtworkURL({ url: 'https://a.example/{w}x{h}.{f}', width: 300, height: 300 }, 60, 40);", 'https://a.example/40x60.jpg');
add('signedOut', 'namespace:formatMediaTime', "return [MusicKit.formatMediaTime(75), MusicKit.formatMediaTime(3725), MusicKit.formatMediaTime(75, '.')];", ['1:15', '1:02:05', '1.15']);
add('signedOut', 'namespace:formattedSeconds', 'return MusicKit.formattedSeconds(7260);', { hours: 2, minutes: 1 });
add('signedOut', 'namespace:formattedMilliseconds', 'return MusicKit.formattedMilliseconds(3_900_000);', { hours: 1, minutes: 5 });
add('signedOut', 'namespace:formattedMediaURL', "let bad; try { MusicKit.formattedMediaURL('https://example.com/nothing'); } catch (e) { bad = e instanceof TypeError && e.message; } return [MusicKit.formattedMediaURL('https://music.apple.com/us/album/x/1440857781'), bad];", [{ storefrontId: 'us', kind: 'album', contentId: '1440857781' }, 'Invalid Media URL']);
add('signedOut', 'namespace:generateEmbedCode', "return MusicKit.generateEmbedCode('https://music.apple.com/us/album/x/1440857781').startsWith('<iframe');", true);
add('signedOut', 'namespace:generateEmbedCode.height', "const code = MusicKit.generateEmbedCode('https://music.apple.com/us/album/x/1440857781', { height: 321, width: 654 }); return code.includes('321') && code.includes('sandbox');", true);
add('signedOut', 'namespace:generateEmbedCode.width', "return MusicKit.generateEmbedCode('https://music.apple.com/us/album/x/1440857781', { height: 321, width: 654 }).includes('654');", true);
add('signedOut', 'namespace:Events', 'return MusicKit.Events.playbackStateDidChange;', 'playbackStateDidChange');
add('signedOut', 'namespace:MKError', "const e = new MusicKit.MKError(MusicKit.MKError.AUTHORIZATION_ERROR, 'x'); return [e instanceof Error, e.errorCode];", [true, 'AUTHORIZATION_ERROR']);
add('signedOut', 'namespace:MediaItem', 'return item instanceof MusicKit.MediaItem && item.id;', ITEM_RECORD.id);
add('signedOut', 'namespace:Queue', 'return music.queue instanceof MusicKit.Queue;', true);
add('signedOut', 'namespace:version', "return typeof MusicKit.version === 'string' && MusicKit.version === music.version;", true);
add('signedOut', 'namespace:errors', "return typeof MusicKit.errors;", 'undefined');

// --- Enums (both ways) -------------------------------------------------------------------
const ENUMS: Record<string, Record<string, number>> = {
  PlaybackStates: { none: 0, loading: 1, playing: 2, paused: 3, stopped: 4, ended: 5, seeking: 6, waiting: 8, stalled: 9, completed: 10 },
  PlayerRepeatMode: { none: 0, one: 1, all: 2 },
  PlayerShuffleMode: { off: 0, songs: 1 },
  PlaybackBitrate: { STANDARD: 64, HIGH: 256 },
  AuthorizationStatus: { UNAVAILABLE: -1, NOT_DETERMINED: 0, DENIED: 1, RESTRICTED: 2, AUTHORIZED: 3 },
  MediaItemState: { none: 0, loading: 1, ready: 2, playing: 3, ended: 4, unavailable: 5, restricted: 6, error: 7, unsupported: 8 },
  PlaybackMode: { PREVIEW_ONLY: 0, MIXED_CONTENT: 1, FULL_PLAYBACK_ONLY: 2, SHAREPLAY_PARTICIPANT: 3 },
  PresentationMode: { pictureinpicture: 0, inline: 1 },
};
for (const [name, members] of Object.entries(ENUMS)) {
  add('signedOut', `enums:${name}`, `return Object.keys(MusicKit.${name}).filter((k) => isNaN(Number(k))).length;`, Object.keys(members).length);
  for (const [member, value] of Object.entries(members)) add('signedOut', `enums:${name}.${member}`, `return [MusicKit.${name}.${member}, MusicKit.${name}[${value}]];`, [value, member]);
}
add('signedOut', 'enums:PlayActivityEndReasonType', 'const t = MusicKit.PlayActivityEndReasonType; return [t.NOT_APPLICABLE, t.EXITED_APPLICATION, t[17], Object.keys(t).filter((k) => isNaN(Number(k))).length];', [0, 17, 'EXITED_APPLICATION', 18]);

// --- Events: MusicKit.Events values ------------------------------------------------------
const EVENT_VALUES: Record<string, string> = { configured: 'musickitconfigured', loaded: 'musickitloaded', webComponentsLoaded: 'musickitwebcomponentsloaded' };
const INSTANCE_EVENTS = [
  'authorizationStatusDidChange', 'authorizationStatusWillChange', 'eligibleForSubscribeView', 'userTokenDidChange', 'storefrontCountryCodeDidChange',
  'storefrontIdentifierDidChange', 'nowPlayingItemDidChange', 'nowPlayingItemWillChange', 'mediaCanPlay', 'mediaElementCreated', 'mediaItemStateDidChange',
  'mediaItemStateWillChange', 'mediaPlaybackError', 'mediaRollEntered', 'mediaSkipAvailable', 'mediaUpNext', 'metadataDidChange', 'timedMetadataDidChange',
  'bufferedProgressDidChange', 'playbackBitrateDidChange', 'playbackDurationDidChange', 'playbackProgressDidChange', 'playbackRateDidChange',
  'playbackStateDidChange', 'playbackStateWillChange', 'playbackTargetAvailableDidChange', 'playbackTargetIsWirelessDidChange', 'playbackTimeDidChange',
  'playbackVolumeDidChange', 'playerTypeDidChange', 'presentationModeDidChange', 'primaryPlayerDidChange', 'capabilitiesChanged', 'drmUnsupported',
  'queueIsReady', 'queueItemForStartPosition', 'queueItemsDidChange', 'queuePositionDidChange', 'repeatModeDidChange', 'shuffleModeDidChange',
  'autoplayEnabledDidChange', 'audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved',
  'forcedTextTrackChanged',
];
// Every instance event can be listened to (the page listens to all of them); its value is its name.
for (const name of INSTANCE_EVENTS) add('signedOut', `events:${name}`, `return [MusicKit.Events.${name}, ctx.subscribeErrors.includes('${name}')];`, [name, false]);
for (const [name, value] of Object.entries(EVENT_VALUES)) add('signedOut', `events:${name}`, `return MusicKit.Events.${name};`, value);

// --- Instance, before sign-in ------------------------------------------------------------
add('signedOut', 'instance:queue', 'return music.queue instanceof MusicKit.Queue && music.queue === music.player.queue;', true);
add('signedOut', 'instance:api', "return typeof music.api.music;", 'function');
add('signedOut', 'instance:api.music', "const r = await music.api.music('/v1/catalog/{{storefrontId}}/songs/' + ctx.songId); return r.data.data[0].id === ctx.songId;", true);
add('signedOut', 'instance:api.music.includeResponseMeta', "const r = await music.api.music('/v1/catalog/{{storefrontId}}/songs/' + ctx.songId, {}, { includeResponseMeta: true }); return [Array.isArray(r.data.data), typeof r.response === 'object' || typeof r.meta === 'object' || typeof r.headers === 'object'];", [true, true]);
add('signedOut', 'instance:api.music.fetchOptions', "const r = await music.api.music('/v1/catalog/{{storefrontId}}/songs/' + ctx.songId, {}, { fetchOptions: { cache: 'no-store' } }); return r.data.data[0].id === ctx.songId;", true);
add('signedOut', 'instance:developerToken', `return music.developerToken === ${meta('apple-music-developer-token')};`, true);
add('signedOut', 'instance:isRestricted', 'return music.isRestricted;', false);
add('signedOut', 'instance:previewOnly', 'return typeof music.previewOnly;', 'boolean');
add('signedOut', 'instance:privateEnabled', 'music.privateEnabled = true; const on = music.privateEnabled; music.privateEnabled = false; return [on, music.privateEnabled];', [true, false]);
add('signedOut', 'instance:storefrontId', 'return music.storefrontId;', 'us');
add('signedOut', 'instance:storefrontCountryCode', 'return music.storefrontCountryCode;', 'us');
add('signedOut', 'instance:version', 'return music.version === MusicKit.version;', true);
add('signedOut', 'instance:seekSeconds', 'return music.seekSeconds;', { BACK: 15, FORWARD: 30 });
add('signedOut', 'instance:videoContainerElement', "const el = document.createElement('div'); music.videoContainerElement = el; const same = music.videoContainerElement === el; music.videoContainerElement = undefined; return same;", true);
// The subscribe pages are the provider's (here the emulator, which the page's meta tag names).
for (const name of ['subscribeURL', 'subscribeFamilyURL', 'subscribeIndividualURL', 'subscribeStudentURL']) {
  add('signedOut', `instance:${name}`, `return new URL(music.${name}).origin === new URL(${meta('mediakit-provider-origin')}).origin;`, true);
}
add('signedOut', 'instance:queueIsEmpty', 'return music.queueIsEmpty;', true);
add('signedOut', 'instance:bitrate', "music.bitrate = MusicKit.PlaybackBitrate.STANDARD; const low = [music.bitrate, last('playbackBitrateDidChange')]; music.bitrate = MusicKit.PlaybackBitrate.HIGH; return [low, music.bitrate];", [[64, { bitrate: 64 }], 256]);
add('signedOut', 'instance:volume', 'music.volume = 0.25; const v = music.volume; music.volume = 1; return [v, keys(last(\'playbackVolumeDidChange\')).length > 0];', [0.25, true]);
add('signedOut', 'instance:mute', 'music.volume = 0.6; music.mute(); return music.volume;', 0);
add('signedOut', 'instance:unmute', 'music.unmute(); const v = music.volume; music.volume = 1; return v;', 0.6);
add('signedOut', 'instance:playbackRate', 'music.playbackRate = 1.5; const r = music.playbackRate; music.playbackRate = 1; return [r, keys(last(\'playbackRateDidChange\'))];', [1.5, ['playbackRate']]);
add('signedOut', 'instance:autoplayEnabled', 'return typeof music.autoplayEnabled;', 'boolean');
add('signedOut', 'instance:changeUserStorefront', "await music.changeUserStorefront('gb'); const code = music.storefrontCountryCode; await music.changeUserStorefront('us'); return [code, music.storefrontId];", ['gb', 'us']);
add('signedOut', 'instance:addEventListener', "let n = 0; const f = () => n++; music.addEventListener('repeatModeDidChange', f); music.repeatMode = 1; music.repeatMode = 0; music.removeEventListener('repeatModeDidChange', f); return n;", 2);
// 002 §4: a serial queue offers these controls (a Set of capability names).
add('signedOut', 'instance:capabilities', "return ['editQueue', 'skipNext', 'skipPrevious', 'skipToItem', 'volume'].filter((c) => !music.capabilities.has(c));", []);
add('signedOut', 'instance:addEventListener.once', "let n = 0; music.addEventListener('repeatModeDidChange', () => n++, { once: true }); music.repeatMode = 1; music.repeatMode = 0; return n;", 1);

// Queue options, before anything plays: each media-type option is one the validation knows (a
// wrong value names it), the modifiers take effect on a real queue.
const SINGULAR_OPTIONS = ['album', 'playlist', 'song', 'musicVideo', 'station', 'audioBook', 'episode', 'musicMovie', 'podcast', 'tvEpisode', 'uploadedAudio', 'uploadedVideo'];
for (const name of SINGULAR_OPTIONS) {
  add('signedOut', `queueOptions:${name}`, `try { await music.setQueue({ ${name}: {} }); return 'resolved'; } catch (e) { return e.message; }`, `Queue option ${name} must be a single id value`);
  if (name !== 'station') add('signedOut', `queueOptions:${name}s`, `try { await music.setQueue({ ${name}s: 'x' }); return 'resolved'; } catch (e) { return e.message; }`, `Queue option ${name}s must be an array of id values`);
}
add('signedOut', 'queueOptions:url', "try { await music.setQueue({ url: 'https://example.com/nothing' }); return 'resolved'; } catch (e) { return e.errorCode; }", 'INVALID_ARGUMENTS');
add('signedOut', 'queueOptions:items', "const q = await music.setQueue({ items: [ctx.songRecord] }); return [q.length, q.item(0).id === ctx.songId];", [1, true]);
add('signedOut', 'queueOptions:parameters', "const q = await music.setQueue({ album: ctx.albumId, parameters: { l: 'en-GB' } }); return q.length === ctx.albumTracks.length;", true);
add('signedOut', 'queueOptions:startWith', 'await music.setQueue({ album: ctx.albumId, startWith: 2 }); return music.nowPlayingItemIndex;', 2);
add('signedOut', 'queueOptions:startPosition', 'await music.setQueue({ album: ctx.albumId, startPosition: 1 }); return music.nowPlayingItemIndex;', 1);
add('signedOut', 'queueOptions:startTime', 'await music.setQueue({ album: ctx.albumId, startTime: 7 }); return music.currentPlaybackTime;', 7);
add('signedOut', 'queueOptions:repeatMode', 'await music.setQueue({ album: ctx.albumId, repeatMode: MusicKit.PlayerRepeatMode.all }); const mode = music.repeatMode; music.repeatMode = 0; return mode;', 2);
add('signedOut', 'queueOptions:shuffleMode', 'await music.setQueue({ album: ctx.albumId, shuffleMode: MusicKit.PlayerShuffleMode.songs }); const mode = music.shuffleMode; music.shuffleMode = 0; return mode;', 1);
add('signedOut', 'queueOptions:startPlaying', "await music.setQueue({ album: ctx.albumId, startPlaying: true }); await wait('playbackProgressDidChange'); const playing = music.isPlaying; await music.pause(); return playing;", true);

// Queue (an album queue started at its first item)
add('signedOut', 'instance:setQueue', 'const q = await music.setQueue({ album: ctx.albumId, startWith: 0 }); return [q === music.queue, q.length === ctx.albumTracks.length, music.queueIsEmpty];', [true, true, false]);
add('signedOut', 'queue:addEventListener', "const seen = []; const f = (p) => seen.push(p.position); music.queue.addEventListener('queuePositionDidChange', f); await music.changeToMediaAtIndex(1); await music.stop(); music.queue.removeEventListener('queuePositionDidChange', f); return seen;", [1]);
add('signedOut', 'queue:removeEventListener', "let n = 0; const f = () => n++; music.queue.addEventListener('queuePositionDidChange', f); music.queue.removeEventListener('queuePositionDidChange', f); await music.changeToMediaAtIndex(0); await music.stop(); return n;", 0);
add('signedOut', 'queue:items', 'return music.queue.items.map((i) => i.id).join() === ctx.albumTracks.join();', true);
add('signedOut', 'queue:length', 'return music.queue.length === ctx.albumTracks.length;', true);
add('signedOut', 'queue:isEmpty', 'return music.queue.isEmpty;', false);
add('signedOut', 'queue:position', 'return music.queue.position;', 0);
add('signedOut', 'queue:currentItem', 'return music.queue.currentItem.id === ctx.albumTracks[0];', true);
add('signedOut', 'queue:nextPlayableItem', 'return music.queue.nextPlayableItem.id === ctx.albumTracks[1];', true);
add('signedOut', 'queue:nextPlayableItemIndex', 'return music.queue.nextPlayableItemIndex;', 1);
add('signedOut', 'queue:previousPlayableItem', 'return music.queue.previousPlayableItem;', undefined);
add('signedOut', 'queue:previousPlayableItemIndex', 'return music.queue.previousPlayableItemIndex;', undefined);
add('signedOut', 'queue:hasAutoplayStation', 'return music.queue.hasAutoplayStation;', false);
add('signedOut', 'queue:isRestricted', 'return music.queue.isRestricted;', false);
add('signedOut', 'queue:indexForItem', 'return music.queue.indexForItem(music.queue.item(2));', 2);
add('signedOut', 'queue:item', 'return music.queue.item(1).id === ctx.albumTracks[1];', true);
add('signedOut', 'queue:shuffle', 'music.queue.shuffle(); return [music.queue.length === ctx.albumTracks.length, music.queue.currentItem.id === ctx.albumTracks[0]];', [true, true]);
add('signedOut', 'queue:unshuffle', 'music.queue.unshuffle(); return music.queue.items.map((i) => i.id).join() === ctx.albumTracks.join();', true);
add('signedOut', 'queue:move', 'music.queue.move(3, 1); const moved = music.queue.item(1).id === ctx.albumTracks[3]; music.queue.move(1, 3); return [moved, music.queue.item(3).id === ctx.albumTracks[3]];', [true, true]);
add('signedOut', 'queue:reset', "const q = await music.setQueue({ album: ctx.albumId }); q.reset(); const empty = [q.isEmpty, q.position]; await music.setQueue({ album: ctx.albumId, startWith: 0 }); return empty;", [true, -1]);
add('signedOut', 'queue:remove', 'music.queue.remove(music.queue.length - 1); return music.queue.length === ctx.albumTracks.length - 1;', true);
add('signedOut', 'queue:append', 'music.queue.append(ctx.lastTrack); return music.queue.item(music.queue.length - 1).id === ctx.albumTracks[ctx.albumTracks.length - 1];', true);
add('signedOut', 'queue:prepend', 'music.queue.prepend(ctx.songRecord); return music.queue.item(1).id === ctx.songId;', true);
add('signedOut', 'queue:insertAt', 'music.queue.insertAt(2, ctx.songRecord); return music.queue.item(2).id === ctx.songId;', true);
add('signedOut', 'instance:playNext', "await music.playNext({ song: ctx.songId }); return music.queue.item(music.queue.position + 1).id === ctx.songId;", true);
add('signedOut', 'instance:playLater', "await music.playLater({ song: ctx.songId }); return music.queue.item(music.queue.length - 1).id === ctx.songId;", true);
add('signedOut', 'instance:playAt', "const n = music.queue.length; await music.playAt(1, { song: ctx.songId }); return [music.queue.length === n + 1, music.queue.item(1).id === ctx.songId];", [true, true]);
add('signedOut', 'instance:setStationQueue', 'try { await music.setStationQueue({}); return "resolved"; } catch (e) { return e.errorCode; }', 'INVALID_ARGUMENTS');
add('signedOut', 'instance:clearQueue', 'await music.clearQueue(); return music.queue.isEmpty;', true);

// Transport and payloads on a played preview (the album again)
add('signedOut', 'instance:play', "await music.setQueue({ album: ctx.albumId }); await music.play(); await wait('playbackProgressDidChange'); return music.playbackState;", 2);
add('signedOut', 'instance:isPlaying', 'return music.isPlaying;', true);
add('signedOut', 'instance:playbackState', 'return MusicKit.PlaybackStates[music.playbackState];', 'playing');
add('signedOut', 'instance:nowPlayingItem', 'return music.nowPlayingItem instanceof MusicKit.MediaItem && music.nowPlayingItem.id === ctx.albumTracks[0];', true);
add('signedOut', 'instance:nowPlayingItemIndex', 'return music.nowPlayingItemIndex;', 0);
add('signedOut', 'instance:currentPlaybackTime', 'return music.currentPlaybackTime > 0;', true);
add('signedOut', 'instance:currentPlaybackDuration', 'return music.currentPlaybackDuration > music.currentPlaybackTime;', true);
add('signedOut', 'instance:currentPlaybackTimeRemaining', 'return Math.abs(music.currentPlaybackTimeRemaining - (music.currentPlaybackDuration - music.currentPlaybackTime)) < 1;', true);
add('signedOut', 'instance:currentPlaybackProgress', 'const p = music.currentPlaybackProgress; return p > 0 && p < 1;', true);
add('signedOut', 'instance:currentBufferedProgress', 'return music.currentBufferedProgress > 0;', true);
add('signedOut', 'payloads:playbackProgressDidChange', "return keys(last('playbackProgressDidChange'));", ['progress']);
add('signedOut', 'payloads:playbackProgressDidChange.progress', "const p = last('playbackProgressDidChange').progress; return p >= 0 && p <= 1;", true);
add('signedOut', 'payloads:bufferedProgressDidChange', "return keys(await wait('bufferedProgressDidChange'));", ['progress']);
add('signedOut', 'payloads:bufferedProgressDidChange.progress', "const p = last('bufferedProgressDidChange').progress; return p >= 0 && p <= 1;", true);
add('signedOut', 'payloads:playbackStateDidChange', "return keys(last('playbackStateDidChange'));", ['nowPlayingItem', 'oldState', 'state']);
add('signedOut', 'payloads:playbackStateDidChange.state', "return ctx.log.some((e) => e.name === 'playbackStateDidChange' && e.payload.state === 2);", true);
add('signedOut', 'payloads:playbackStateDidChange.oldState', "return typeof last('playbackStateDidChange').oldState;", 'number');
add('signedOut', 'payloads:playbackStateDidChange.nowPlayingItem', "return last('playbackStateDidChange').nowPlayingItem.mediaItem;", true);
add('signedOut', 'payloads:playbackTimeDidChange', "return keys(last('playbackTimeDidChange'));", ['currentPlaybackDuration', 'currentPlaybackTime', 'currentPlaybackTimeRemaining']);
for (const field of ['currentPlaybackDuration', 'currentPlaybackTime', 'currentPlaybackTimeRemaining']) add('signedOut', `payloads:playbackTimeDidChange.${field}`, `return typeof last('playbackTimeDidChange').${field};`, 'number');
add('signedOut', 'payloads:nowPlayingItemDidChange', "return keys(last('nowPlayingItemDidChange'));", ['item']);
add('signedOut', 'payloads:nowPlayingItemDidChange.item', "return last('nowPlayingItemDidChange').item.mediaItem;", true);
add('signedOut', 'payloads:queueItemsDidChange', "const p = last('queueItemsDidChange'); return [p.array, p.mediaItems, p.itemsLength === p.length];", [true, true, true]);
add('signedOut', 'instance:skipToNextItem', "await music.changeToMediaAtIndex(0); await music.skipToNextItem(); return music.nowPlayingItemIndex;", 1);
add('signedOut', 'payloads:queuePositionDidChange', "return keys(last('queuePositionDidChange'));", ['oldPosition', 'position']);
add('signedOut', 'payloads:queuePositionDidChange.position', "return last('queuePositionDidChange').position;", 1);
add('signedOut', 'payloads:queuePositionDidChange.oldPosition', "return last('queuePositionDidChange').oldPosition;", 0);
add('signedOut', 'instance:skipToPreviousItem', 'await music.skipToPreviousItem(); return music.nowPlayingItemIndex;', 0);
add('signedOut', 'instance:changeToMediaAtIndex', 'await music.changeToMediaAtIndex(2); return music.nowPlayingItemIndex;', 2);
add('signedOut', 'instance:changeToMediaItem', 'await music.changeToMediaItem(ctx.albumTracks[3]); return music.nowPlayingItemIndex;', 3);
add('signedOut', 'instance:seekToTime', "await music.seekToTime(5); return music.currentPlaybackTime >= 5;", true);
add('signedOut', 'instance:seekBackward', 'const before = music.currentPlaybackTime; await music.seekBackward(); return music.currentPlaybackTime < before;', true);
// FORWARD (30 s) is past the end of the emulator's short previews: the next item plays (else 30 s later).
add('signedOut', 'instance:seekForward', 'const before = music.currentPlaybackTime; const idx = music.nowPlayingItemIndex; const end = music.currentPlaybackDuration; await music.seekForward(); return before + music.seekSeconds.FORWARD >= end ? music.nowPlayingItemIndex === idx + 1 : music.currentPlaybackTime >= before + music.seekSeconds.FORWARD;', true);
add('signedOut', 'instance:repeatMode', "music.repeatMode = MusicKit.PlayerRepeatMode.one; const mode = music.repeatMode; music.repeatMode = 0; return [mode, keys(last('repeatModeDidChange')).length > 0];", [1, true]);
add('signedOut', 'instance:shuffleMode', "music.shuffleMode = MusicKit.PlayerShuffleMode.songs; const mode = music.shuffleMode; music.shuffleMode = 0; return [mode, keys(last('shuffleModeDidChange')).length > 0];", [1, true]);
// The state follows the element: the pause has landed once playbackStateDidChange says paused.
add('signedOut', 'instance:pause', "await music.pause(); if (music.playbackState !== 3) await wait('playbackStateDidChange', 5_000); return MusicKit.PlaybackStates[music.playbackState];", 'paused');
add('signedOut', 'instance:stop', 'await music.stop(); return [music.isPlaying, MusicKit.PlaybackStates[music.playbackState]];', [false, 'stopped']);
// Off a user gesture the browser may refuse fullscreen: the calls return promises that settle (no synchronous throw).
add('signedOut', 'instance:requestFullscreen', "const p = music.requestFullscreen(document.createElement('div')); return [p instanceof Promise, (await settle(p)).length > 0];", [true, true]);
add('signedOut', 'instance:exitFullscreen', 'const p = music.exitFullscreen(); return [p instanceof Promise, (await settle(p)).length > 0];', [true, true]);
// A playback failure is published as an MKError (phase 'failing': the e2e makes the emulator's media host answer 503).
add('failing', 'payloads:mediaPlaybackError', "await music.setQueue({ song: ctx.songId }); music.play().catch(() => undefined); const p = await wait('mediaPlaybackError', 40_000); await music.stop(); return [p.mkError, typeof p.errorCode];", [true, 'string']);

// --- MediaItem ---------------------------------------------------------------------------
const ITEM_VALUES: Record<string, [string, unknown]> = {
  id: ['item.id', ITEM_RECORD.id],
  type: ['item.type', 'songs'],
  title: ['item.title', 'Probe Song'],
  artistName: ['item.artistName', 'Probe Artist'],
  albumName: ['item.albumName', 'Probe Album'],
  albumInfo: ['item.albumInfo.includes("Probe Album")', true],
  info: ['item.info.includes("Probe Song")', true],
  attributes: ['item.attributes.name', 'Probe Song'],
  artwork: ['item.artwork.width', 1200],
  artworkURL: ['item.artworkURL', 'https://art.example/{w}x{h}bb.{f}'],
  contentRating: ['item.contentRating', 'explicit'],
  discNumber: ['item.discNumber', 1],
  trackNumber: ['item.trackNumber', 3],
  isrc: ['item.isrc', 'USXXX2000001'],
  releaseDate: ['String(item.releaseDate).length > 0', true],
  playlistName: ['item.playlistName === undefined || typeof item.playlistName === "string"', true],
  playlistArtworkURL: ['item.playlistArtworkURL === undefined || typeof item.playlistArtworkURL === "string"', true],
  playbackDuration: ['item.playbackDuration', 181000],
  previewURL: ['item.previewURL', 'https://media.example/probe.m4a'],
  isExplicitItem: ['item.isExplicitItem', true],
  isPlayable: ['item.isPlayable', true],
  isPreparedToPlay: ['item.isPreparedToPlay', false],
  state: ['item.state', 0],
  container: ['item.container === undefined || typeof item.container === "object"', true],
  context: ['typeof item.context', 'object'],
  assets: ['Array.isArray(item.assets)', true],
  flavor: ['item.flavor === undefined || typeof item.flavor === "string"', true],
  keyURLs: ['"keyURLs" in item', true],
  hlsMetadata: ['typeof item.hlsMetadata', 'object'],
  songId: ['item.songId', ITEM_RECORD.id],
  isCloudUpload: ['item.isCloudUpload', false],
  isLiveRadioStation: ['item.isLiveRadioStation', false],
  isEqual: ['[item.isEqual(new MusicKit.MediaItem(ctx.itemRecord)), item.isEqual(music.queue.item(0) || new MusicKit.MediaItem({ id: "2", type: "songs" }))]', [true, false]],
  restrict: ['(() => { const other = new MusicKit.MediaItem(ctx.itemRecord); other.restrict(); return [other.isRestricted, other.isPlayable]; })()', [true, false]],
  MediaItem: ['item instanceof MusicKit.MediaItem', true],
  'MediaItem.id': ['new MusicKit.MediaItem({ id: "x1", type: "songs", attributes: {} }).id', 'x1'],
  'MediaItem.type': ['new MusicKit.MediaItem({ id: "x1", type: "music-videos", attributes: {} }).type', 'music-videos'],
  'MediaItem.attributes': ['new MusicKit.MediaItem({ id: "x1", type: "songs", attributes: { name: "N" } }).title', 'N'],
};
for (const [name, [expression, expected]] of Object.entries(ITEM_VALUES)) add('signedOut', `mediaItem:${name}`, `return ${expression};`, expected);
add('signedOut', 'mediaItem:prepareToPlay', "const [first] = (await music.setQueue({ album: ctx.albumId })).items; await first.prepareToPlay(); const ready = [first.isPreparedToPlay, MusicKit.MediaItemState[first.state]]; await music.clearQueue(); return ready;", [true, 'ready']);

// --- Issue 16's points beyond the document's lists (the instance members and events it found missing)
add('signedOut', 'issue16:prepareToPlay', 'const q = await music.setQueue({ album: ctx.albumId }); await music.prepareToPlay(q.item(1)); const prepared = q.item(1).isPreparedToPlay; const refused = await settle(music.prepareToPlay("not an item")); await music.clearQueue(); return [prepared, refused];', [true, 'INVALID_ARGUMENTS']);
add('signedOut', 'issue16:mediaItemStateWillChange', "return keys(last('mediaItemStateWillChange'));", ['item', 'oldState', 'state']);
add('signedOut', 'issue16:mediaItemStateDidChange', "return keys(last('mediaItemStateDidChange'));", ['item', 'oldState', 'state']);
add('signedOut', 'issue16:mediaCanPlay', "return last('mediaCanPlay').item.mediaItem;", true);

// --- MKError -----------------------------------------------------------------------------
add('signedOut', 'mkError:MKError.errorCode', "const e = new MusicKit.MKError(MusicKit.MKError.CONTENT_UNAVAILABLE, 'gone'); return [e.errorCode, e.message];", ['CONTENT_UNAVAILABLE', 'gone']);
add('signedOut', 'mkError:MKError.description', "return typeof new MusicKit.MKError(MusicKit.MKError.CONTENT_UNAVAILABLE, 'gone').description;", 'string');
add('signedOut', 'mkError:dialog', "return 'dialog' in new MusicKit.MKError(MusicKit.MKError.CONTENT_UNAVAILABLE, 'gone') || 'dialog' in MusicKit.MKError.prototype;", true);
add('signedOut', 'mkError:static codes', "return ['ACCESS_DENIED', 'AGE_GATE', 'AUTHORIZATION_ERROR', 'CONTENT_UNAVAILABLE', 'INVALID_ARGUMENTS', 'UNSUPPORTED_ERROR'].filter((code) => MusicKit.MKError[code] !== code);", []);

// --- After sign-in (the e2e signs in through the provider's pop-up) --------------------------
add('signedIn', 'instance:authorize', 'return ctx.authorized === music.musicUserToken && typeof ctx.authorized;', 'string');
add('signedIn', 'instance:isAuthorized', 'return music.isAuthorized;', true);
add('signedIn', 'instance:musicUserToken', 'return typeof music.musicUserToken === "string" && music.musicUserToken.length > 0;', true);
add('signedIn', 'payloads:authorizationStatusDidChange', "return keys(last('authorizationStatusDidChange'));", ['authorizationStatus']);
add('signedIn', 'payloads:authorizationStatusDidChange.authorizationStatus', "return last('authorizationStatusDidChange').authorizationStatus;", 3);
add('signedIn', 'payloads:userTokenDidChange', "return keys(last('userTokenDidChange'));", ['userToken']);
add('signedIn', 'payloads:userTokenDidChange.userToken', "return last('userTokenDidChange').userToken === music.musicUserToken;", true);
add('signedIn', 'instance:me', 'const me = await music.me(); return typeof me;', 'object');
add('signedIn', 'instance:hasMusicSubscription', 'return await music.hasMusicSubscription();', true);
add('signedIn', 'instance:addToLibrary', 'return await settle(music.addToLibrary(ctx.songId, "songs"));', 'resolved');
add('signedIn', 'payloads:storefrontCountryCodeDidChange', "await music.changeUserStorefront('gb'); const p = last('storefrontCountryCodeDidChange'); await music.changeUserStorefront('us'); return p;", { storefrontCountryCode: 'gb' });
add('signedIn', 'payloads:storefrontCountryCodeDidChange.storefrontCountryCode', "return ctx.log.filter((e) => e.name === 'storefrontCountryCodeDidChange').map((e) => e.payload.storefrontCountryCode).slice(-2);", ['gb', 'us']);
add('signedIn', 'payloads:playbackBitrateDidChange', "return keys(last('playbackBitrateDidChange'));", ['bitrate']);
add('signedIn', 'payloads:playbackBitrateDidChange.bitrate', "return last('playbackBitrateDidChange').bitrate;", 256);
// A subscriber's full track takes the play service's data: metadataDidChange { item } (issue 16).
add('signedIn', 'issue16:metadataDidChange', "await music.setQueue({ song: ctx.songId }); const seen = wait('metadataDidChange', 20_000); await music.play(); const p = await seen; await music.stop(); return p === 'timeout' ? p : [keys(p), p.item.id === ctx.songId];", [['item'], true]);
add('signedIn', 'instance:unauthorize', 'await music.unauthorize(); return [music.isAuthorized, last("authorizationStatusDidChange").authorizationStatus];', [false, 0]);
add('signedOut', 'instance:removeEventListener', "let n = 0; const f = () => n++; music.addEventListener('repeatModeDidChange', f); music.removeEventListener('repeatModeDidChange', f); music.repeatMode = 1; music.repeatMode = 0; return n;", 0);

// --- The app configures itself with every v3 option (last: it replaces the instance) ----------
add('configure', 'configure:developerToken', 'return ctx.configured.developerToken === ctx.token;', true);
// The app's own configure (with an `app`) replaced the meta-tag instance: getInstance() is the new one.
add('configure', 'configure:app', "return typeof ctx.configureOptions.app === 'object' && MusicKit.getInstance() === ctx.configured && ctx.configured !== ctx.metaInstance;", true);
for (const part of ['name', 'build', 'version', 'icon']) add('configure', `configure:app.${part}`, `return ctx.configureOptions.app.${part} !== undefined && ctx.configureError;`, null);
add('configure', 'configure:bitrate', 'return ctx.configured.bitrate;', 64);
add('configure', 'configure:storefrontId', 'return ctx.configured.storefrontId;', 'gb');
add('configure', 'configure:previewOnly', 'return ctx.configured.previewOnly;', true);
add('configure', 'configure:features', "return ctx.configured.featureFlags.isEnabled('api-pagination-metadata');", true);
add('configure', 'configure:affiliateToken', 'return new URL(ctx.configured.subscribeURL).searchParams.get("at");', 'aff-probe');
add('configure', 'configure:campaignToken', 'return new URL(ctx.configured.subscribeURL).searchParams.get("ct");', 'camp-probe');
// Accepted without error; they change nothing a page can read (docs/compatibility.md says so).
for (const name of ['declarativeMarkup', 'suppressErrorDialog', 'debug', 'apiBase', 'persist', 'prefix', 'realm', 'authenticateMethod']) {
  add('configure', `configure:${name}`, `return '${name}' in ctx.configureOptions && ctx.configureError;`, null);
}

// Last of all: cleanup stops the app's instance (the page plays nothing after it).
add('configure', 'instance:cleanup', "await ctx.configured.setQueue({ album: ctx.albumId, startWith: 0 }); await ctx.configured.cleanup(); return [ctx.configured.isPlaying, ctx.configured.nowPlayingItem === undefined || MusicKit.PlaybackStates[ctx.configured.playbackState] !== 'playing'];", [false, true]);

/** Every check, keyed `<section>:<name>` as compat-surface.names.ts keys MUSICKIT-SURFACE.md. */
export const SURFACE_CHECKS: Readonly<Record<string, SurfaceCheck>> = checks;
