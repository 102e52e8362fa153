// issue 17: a queue of songs tells the engine before the catalogue is asked, so the backend its
// first play needs loads beside that request; 002 §3 queue options name what is queued.
import { describe, expect, it } from 'vitest';
import type { CatalogClient } from '../../../../core/src/domain/api/clients/catalog.client.ts';
import type { QueueSource } from '../../../../core/src/domain/playback/queue-options.validator.ts';
import { QueueContentLoader } from '../../../../core/src/services/queue/queue-content.loader.ts';

const media = (option: string, type: string): QueueSource => ({ kind: 'media', option, type, ids: ['1'] }) as QueueSource;

function setup() {
  const log: string[] = [];
  const record = (type: string, id: string) => ({ id, type, attributes: { name: id, playParams: { id, kind: type } }, relationships: {} });
  const catalog = {
    resources: async (type: string, ids: readonly string[]) => {
      log.push(`catalogue ${type}`);
      return ids.map((id) => record(type, id));
    },
    resource: async (type: string, id: string) => {
      log.push(`catalogue ${type}`);
      return { ...record(type, id), relationships: { tracks: { data: [record('songs', `${id}.1`)] } } };
    },
  } as unknown as CatalogClient;
  const firstSongs: Array<string | undefined> = [];
  const loader = new QueueContentLoader(catalog, undefined, {
    songsAhead: (firstSongId) => {
      log.push('songs ahead');
      firstSongs.push(firstSongId);
    },
  });
  return { loader, log, firstSongs };
}

describe('QueueContentLoader: songs ahead (issue 17)', () => {
  it('songs, albums and playlists are announced before the catalogue request', async () => {
    for (const [option, type] of [['songs', 'song'], ['album', 'album'], ['playlist', 'playlist']] as const) {
      const { loader, log } = setup();
      await loader.load(media(option, type));
      expect(log[0]).toBe('songs ahead');
      expect(log.slice(1).every((entry) => entry.startsWith('catalogue'))).toBe(true);
    }
  });

  it('a song media URL (000 §2) is announced too', async () => {
    const { loader, log } = setup();
    await loader.load({ kind: 'url', url: 'https://music.apple.com/us/song/x/1' });
    expect(log[0]).toBe('songs ahead');
  });

  it('a songs queue names the song it starts with (002 §3 startWith: index or id); albums and playlists cannot yet', async () => {
    const songs = (startWith?: number | string): [QueueSource, number | string | undefined] => [{ kind: 'media', option: 'songs', type: 'song', ids: ['11', '12', '13'] } as QueueSource, startWith];
    const { loader, firstSongs } = setup();
    for (const [source, startWith] of [songs(), songs(1), songs('13'), songs('99')]) await loader.load(source, startWith);
    await loader.load(media('album', 'album'));
    expect(firstSongs).toEqual(['11', '12', '13', undefined, undefined]);
  });

  it('music videos are not songs: nothing is announced', async () => {
    const { loader, log } = setup();
    await loader.load(media('musicVideos', 'musicVideo'));
    expect(log).toEqual(['catalogue music-videos']);
  });
});

describe('QueueContentLoader: a queue of any kind ahead (the full-or-preview choice loads beside its request)', () => {
  it('every queue is announced before anything is asked: media, a media URL, items', async () => {
    const log: string[] = [];
    const catalog = { resources: async (type: string) => (log.push(`catalogue ${type}`), [{ id: '1', type, attributes: { name: '1' } }]) } as unknown as CatalogClient;
    const loader = new QueueContentLoader(catalog, undefined, { queueAhead: () => void log.push('queue ahead') });
    await loader.load(media('musicVideos', 'musicVideo'));
    await loader.load({ kind: 'items', items: [{ id: '2', type: 'songs' }] } as unknown as QueueSource);
    expect(log).toEqual(['queue ahead', 'catalogue music-videos', 'queue ahead']);
  });
});
