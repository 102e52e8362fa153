/**
 * What an ES-module page that embeds MediaKit downloads: the browser host's MusicKit namespace
 * (what a page configures) plus the playback backend the host picks for one source of `kind`,
 * started the way the player starts it (first loader in the default backend order that can
 * play the source). The bench counts every JavaScript file the page then requested.
 */
import { MediaSinkLoader, type PlaybackSource, type SegmentedStream } from '@mediakit/core';
import { parseMediaPlaylist } from '@mediakit/core/internal';
import { defaultPlaybackBackends } from '../../../adapters/hosts/backends.ts';
import { createBrowserContainer, createBrowserMusicKit } from '../../../adapters/hosts/browser.host.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../adapters/hosts/every-backend.ts';

export interface BytesPageResult {
  readonly backend: string | null;
  readonly error?: string;
}

declare global {
  interface Window {
    __bytesPage?: (url: string, mediaPlaylistUrl: string | null) => Promise<BytesPageResult>;
  }
}

export function installBytesPage(kind: 'audio' | 'video'): void {
  // A page keeps the namespace (window.MusicKit), so the whole public surface is in its bundle.
  (window as unknown as { MusicKit: unknown }).MusicKit = createBrowserMusicKit({ backends: EVERY_OPTIONAL_BACKEND });
  /**
   * `mediaPlaylistUrl`: when given, the source carries its segment list, as the core hands full
   * tracks to a segment-appending sink; when null, it is a bare URL, as previews are.
   */
  window.__bytesPage = async (url: string, mediaPlaylistUrl: string | null): Promise<BytesPageResult> => {
    try {
      const container = createBrowserContainer({ backends: EVERY_OPTIONAL_BACKEND });
      const loaders = container.getAll<MediaSinkLoader>(MediaSinkLoader);
      const stream = mediaPlaylistUrl ? await segmentedStream(mediaPlaylistUrl) : undefined;
      const source: PlaybackSource = { url, kind, format: 'hls', encrypted: false, ...(stream ? { stream } : {}) };
      for (const id of defaultPlaybackBackends()[kind]) {
        const loader = loaders.find((l) => l.id === id);
        if (!loader?.canPlay(source)) continue;
        const sink = await loader.load(source);
        sink.destroy();
        return { backend: id };
      }
      return { backend: null, error: `no registered backend can play a ${kind} source` };
    } catch (error) {
      return { backend: null, error: String(error) };
    }
  };
}

async function segmentedStream(url: string): Promise<SegmentedStream> {
  const playlist = parseMediaPlaylist(await (await fetch(url)).text(), url);
  const init = playlist.segments[0]?.initSegment;
  return {
    mimeType: 'audio/mp4; codecs="mp4a.40.2"',
    init: { url: init?.uri ?? '' },
    segments: playlist.segments.map((s) => ({ url: s.uri, start: s.start, duration: s.duration })),
    duration: playlist.duration,
    keys: [],
  };
}
