import type Hls from 'hls.js';
import { Events, MetadataSchema } from 'hls.js';
import type { EventEmitter, MediaSinkEvents, SinkTimedMetadataCue } from '@mediakit/core';

/**
 * Hands the ID3 tags hls.js finds in a stream to the core as `timedmetadata` cues (001 §3 Timed
 * metadata: live radio carries its song information in ID3). hls.js reports them as it parses
 * each fragment (FRAG_PARSING_METADATA), with `pts` already on the media element's timeline.
 * Timed ID3 (packed audio, MPEG-TS ID3 streams) and emsg ID3 in fMP4 both arrive here; other
 * metadata schemas (e.g. emsg of another scheme) are not ID3 and are left out.
 */
export function forwardTimedMetadata(hls: Hls, events: EventEmitter<MediaSinkEvents>): void {
  hls.on(Events.FRAG_PARSING_METADATA, (_event, data) => {
    const cues: SinkTimedMetadataCue[] = data.samples
      .filter((sample) => (sample.type === MetadataSchema.audioId3 || sample.type === MetadataSchema.emsg) && Number.isFinite(sample.pts))
      .map((sample) => ({ start: sample.pts, data: sample.data }));
    if (cues.length > 0) events.emit('timedmetadata', { cues });
  });
}
