import { usePlaybackTime, useMusicQuery } from '@mediakit/react';

interface LyricsBody {
  readonly data: ReadonlyArray<{ readonly id: string; readonly attributes: { readonly ttml?: string; readonly language?: string } }>;
}

interface Line {
  readonly begin: number;
  readonly end: number;
  readonly text: string;
}

/** Seconds of a TTML clock value: "12.5s", or "mm:ss.fff" / "hh:mm:ss.fff". */
function seconds(value: string | null): number {
  if (!value) return Number.NaN;
  if (value.endsWith('s')) return Number(value.slice(0, -1));
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The timed lines of a TTML document, read by the browser's XML parser (no hand-written parsing). */
function linesOf(ttml: string): Line[] {
  const doc = new DOMParser().parseFromString(ttml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  return [...doc.getElementsByTagNameNS('*', 'p')].map((p) => ({ begin: seconds(p.getAttribute('begin')), end: seconds(p.getAttribute('end')), text: p.textContent ?? '' }));
}

/**
 * The lyrics of the song playing, where the catalogue has them (the song's `hasLyrics`; 002 §7
 * catalogue relationship songs/{id}/lyrics, TTML): asked only then, so a song without lyrics
 * costs no request that would 404. The line being sung is marked as it plays.
 */
export function LyricsPanel({ songId, hasLyrics }: { songId: string; hasLyrics: boolean }) {
  const lyrics = useMusicQuery<LyricsBody>(`/v1/catalog/{{storefrontId}}/songs/${encodeURIComponent(songId)}/lyrics`, undefined, { enabled: hasLyrics });
  const { currentTime } = usePlaybackTime();
  if (!hasLyrics) return null;
  const ttml = lyrics.status === 'success' ? lyrics.data.data[0]?.attributes.ttml : undefined;
  const lines = ttml ? linesOf(ttml) : [];
  return (
    <section aria-labelledby="lyrics-title" className="lyrics">
      <h2 id="lyrics-title">Lyrics</h2>
      {lyrics.status === 'loading' && <p className="notice" role="status">Loading lyrics…</p>}
      {lyrics.status === 'error' && <p className="notice">Lyrics are not available right now.</p>}
      {lines.length > 0 && (
        <ol className="lyrics__lines">
          {lines.map((line, index) => {
            const current = currentTime >= line.begin && currentTime < line.end;
            return (
              <li key={index} className={current ? 'lyrics__line lyrics__line--current' : 'lyrics__line'} aria-current={current ? 'true' : undefined}>
                {line.text}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
