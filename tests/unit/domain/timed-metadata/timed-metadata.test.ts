import { describe, expect, it } from 'vitest';
import { parseStorefrontAdamIds, TimedMetadata, TimedMetadataTimeline } from '../../../../core/src/domain/timed-metadata/index.ts';
import { body, tag } from './id3-test-writer.ts';

const stamp = (n: number) => ({ id: 'PRIV', body: body.priv('com.apple.streaming.transportStreamTimestamp', [0, 0, 0, 0, 0, 0, 0, n]) });

function song(title: string, extra: Array<{ id: string; body: number[] }> = [], timestamp = 1): Uint8Array {
  return tag([stamp(timestamp), { id: 'TIT2', body: body.text(title) }, { id: 'TPE1', body: body.text('Performer') }, { id: 'TALB', body: body.text('Album') }, ...extra]);
}

describe('001 §3 Timed metadata (live radio): performer, title, album, links, storefrontAdamIds, blob', () => {
  it('reads every field from the ID3 frames; blob is the ID3 data as received', () => {
    const bytes = song('Title', [
      { id: 'WXXX', body: body.userUrl('artworkURL_390x', 'https://a.example/390.jpg') },
      { id: 'WXXX', body: body.userUrl('artworkURL_640x', 'https://a.example/640.jpg') },
      { id: 'WOAR', body: [...new TextEncoder().encode('https://artist.example')] },
      { id: 'PRIV', body: body.priv('com.apple.radio.adamid', [...new TextEncoder().encode('us:1440857781,gb:1440857782')]) },
    ]);
    const metadata = TimedMetadata.fromId3(bytes);
    expect(metadata).toBeInstanceOf(TimedMetadata);
    expect(metadata?.toJSON()).toEqual({
      performer: 'Performer',
      title: 'Title',
      album: 'Album',
      links: [
        { description: 'artworkURL_390x', url: 'https://a.example/390.jpg' },
        { description: 'artworkURL_640x', url: 'https://a.example/640.jpg' },
        { description: 'WOAR', url: 'https://artist.example' },
      ],
      storefrontAdamIds: { us: '1440857781', gb: '1440857782' },
    });
    expect(metadata?.blob).toEqual(bytes);
    // The incumbent's payload shape: apps test `'blob' in item && 'storefrontAdamIds' in item`.
    expect('blob' in metadata! && 'storefrontAdamIds' in metadata!).toBe(true);
  });

  it('storefrontAdamIds also come from a TXXX frame, as pairs or JSON; junk pairs are dropped', () => {
    const metadata = TimedMetadata.fromId3(song('T', [{ id: 'TXXX', body: body.userText('storefrontAdamIds', '{"us":"1","jp":2,"bad key":"3","fr":{}}') }]));
    expect(metadata?.storefrontAdamIds).toEqual({ us: '1', jp: '2' });
    expect(parseStorefrontAdamIds('us:1; gb:2  de:3,x:4,:5,fr:')).toEqual({ us: '1', gb: '2', de: '3' });
    expect(parseStorefrontAdamIds('{not json')).toEqual({});
  });

  it('a tag naming nothing on air (only the packed-audio timestamp) is no metadata', () => {
    expect(TimedMetadata.fromId3(tag([stamp(3)]))).toBeUndefined();
    expect(TimedMetadata.fromId3(Uint8Array.from([1, 2, 3]))).toBeUndefined();
  });

  it('equality: the same song repeated in the next segment (new timestamp, so new bytes) is equal, so it does not re-fire', () => {
    const first = TimedMetadata.fromId3(song('Same', [], 1))!;
    const repeat = TimedMetadata.fromId3(song('Same', [], 2))!;
    expect(first.blob).not.toEqual(repeat.blob);
    expect(first.isEqual(repeat)).toBe(true);
    expect(first.isEqual(TimedMetadata.fromId3(song('Other'))!)).toBe(false);
    expect(first.isEqual(undefined)).toBe(false);
    expect(new TimedMetadata({ title: 'a', storefrontAdamIds: { us: '1' } }).isEqual(new TimedMetadata({ title: 'a', storefrontAdamIds: { us: '2' } }))).toBe(false);
    expect(new TimedMetadata({ title: 'a', links: [{ description: 'd', url: 'u' }] }).isEqual(new TimedMetadata({ title: 'a' }))).toBe(false);
  });

  it('001 §7 poll: the timeline answers the metadata in force at the playing time, not the newest tag parsed ahead', () => {
    const timeline = new TimedMetadataTimeline();
    const cues = [
      { start: 0, data: song('One') },
      { start: 2, data: tag([stamp(2)]) }, // timestamp only: the song goes on
      { start: 6, data: song('Two') },
      { start: 12, data: song('Three') },
    ];
    expect(timeline.at(cues, -1)).toBeUndefined();
    expect(timeline.at(cues, 0)?.title).toBe('One');
    expect(timeline.at(cues, 5.9)?.title).toBe('One');
    expect(timeline.at(cues, 6)?.title).toBe('Two');
    expect(timeline.at([...cues].reverse(), 13)?.title).toBe('Three');
    // Each cue is parsed once: the same answer is the same object.
    expect(timeline.at(cues, 7)).toBe(timeline.at(cues, 8));
  });
});
