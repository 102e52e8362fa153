import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HLS masters of the committed video fixtures (media/video/videos.json, paths under
 * /media/), which video-kind extras (music movies, TV, movies, workouts) use as previews. None
 * when the fixtures are absent: those resources then simply have no preview.
 */
export function readVideoMasters(mediaRoot: string): readonly string[] {
  try {
    const file = JSON.parse(readFileSync(join(mediaRoot, 'video', 'videos.json'), 'utf8')) as { videos?: Array<{ master?: unknown }> };
    return (file.videos ?? []).map((video) => video.master).filter((master): master is string => typeof master === 'string');
  } catch {
    return [];
  }
}
