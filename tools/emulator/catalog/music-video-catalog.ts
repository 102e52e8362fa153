import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VideoFixture, VideosFile } from '../../media/video-fixture.types.ts';
import { catalogHref, SHARE_HOST, slugify, type Resource, type ResourceView } from './resource-serializer.ts';

/**
 * The music videos of the emulated catalogue: one per committed video fixture
 * (tools/emulator/media/video/videos.json, written by tools/media/generate-video-fixtures.ts).
 * Kept apart from the song catalogue so its ids and seeds do not move.
 */
export interface MusicVideoCatalog {
  readonly videos: ReadonlyMap<string, CatalogMusicVideo>;
}

export interface CatalogMusicVideo {
  /** Catalogue id (numeric string, as the provider's). */
  readonly id: string;
  readonly fixture: VideoFixture;
  readonly artworkName: string;
  readonly isrc: string;
  readonly releaseDate: string;
}

/** Stable ids for the committed fixtures, in videos.json order. */
const FIRST_MUSIC_VIDEO_ID = 1_700_000_001;

/** Reads videos.json once, when the emulator starts (a few hundred bytes). */
export function loadMusicVideoCatalog(mediaRoot: string): MusicVideoCatalog {
  const file = JSON.parse(readFileSync(join(mediaRoot, 'video', 'videos.json'), 'utf8')) as VideosFile;
  const videos = new Map<string, CatalogMusicVideo>();
  file.videos.forEach((fixture, index) => {
    const id = String(FIRST_MUSIC_VIDEO_ID + index);
    videos.set(id, {
      id,
      fixture,
      artworkName: `cover-${String((index % 30) + 1).padStart(2, '0')}`,
      isrc: `ZZMV${String(26_000_01 + index).padStart(8, '0')}`,
      releaseDate: `2026-0${(index % 9) + 1}-15`,
    });
  });
  return { videos };
}

/** A `music-videos` resource (000 §3 media item attributes; previews carry the HLS master). */
export function serializeMusicVideo(video: CatalogMusicVideo, view: ResourceView): Resource {
  const { fixture } = video;
  const master = `${view.origin}/media/${fixture.master}`;
  return {
    id: video.id,
    type: 'music-videos',
    href: catalogHref(view, 'music-videos', video.id),
    attributes: {
      artistName: fixture.artistName,
      artwork: { width: 300, height: 300, url: `${view.origin}/artwork/${video.artworkName}/{w}x{h}bb.{f}` },
      durationInMillis: fixture.durationMs,
      genreNames: ['Pop', 'Music'],
      has4K: false,
      hasHDR: false,
      isrc: video.isrc,
      name: fixture.title,
      playParams: { id: video.id, kind: 'musicVideo' },
      previews: [{ url: master, hlsUrl: master }],
      releaseDate: video.releaseDate,
      url: `${SHARE_HOST}/${view.storefront}/music-video/${slugify(fixture.title)}/${video.id}`,
    },
  };
}
