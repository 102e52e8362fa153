import { loadMusicVideoCatalog, serializeMusicVideo } from '../catalog/music-video-catalog.ts';
import { resourceIndexOf } from '../catalog/resource-index.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { LibrarySource, MusicVideoLookup } from './library-serializer.ts';

/** The music videos of the committed video fixtures; none when they are absent. */
function musicVideoLookup(mediaRoot: string): MusicVideoLookup {
  try {
    const { videos } = loadMusicVideoCatalog(mediaRoot);
    return {
      has: (id) => videos.has(id),
      resource: (id, view) => {
        const video = videos.get(id);
        return video ? serializeMusicVideo(video, view) : undefined;
      },
    };
  } catch {
    return { has: () => false, resource: () => undefined };
  }
}

const sources = new WeakMap<EmulatorServices, LibrarySource>();

/** What library resources are made from: the catalogue index and the music videos. */
export function librarySourceOf(services: EmulatorServices): LibrarySource {
  let source = sources.get(services);
  if (!source) {
    source = { index: resourceIndexOf(services), videos: musicVideoLookup(services.mediaRoot) };
    sources.set(services, source);
  }
  return source;
}
