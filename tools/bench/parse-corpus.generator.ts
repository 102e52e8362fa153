/**
 * Deterministic inputs for the parsing comparison: a multi-megabyte WebVTT file with what real
 * subtitle files carry (ids, settings, voice and class spans, entities, multi-line cues, NOTE,
 * STYLE and REGION blocks), and a long VOD media playlist with the tags real ones carry (map,
 * key rotation, byte ranges, program date times, discontinuities). Same bytes on every run.
 */

function timestamp(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const rest = ms % 1000;
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(rest).padStart(3, '0')}`;
}

const WORDS = ['the', 'night', 'is', 'young', 'and', 'so', 'are', 'we', 'light', 'falls', 'over', 'river', 'city', 'song', 'again', 'never', 'always', 'hold', 'on', 'to', 'me', 'café', 'déjà', 'vu', 'naïve'];

/** A WebVTT file of at least `targetBytes` (UTF-8). */
export function generateWebVtt(targetBytes: number): string {
  const parts: string[] = [
    'WEBVTT - bench corpus\n\n',
    'REGION\nid:fred\nwidth:40%\nlines:3\nregionanchor:0%,100%\nviewportanchor:10%,90%\nscroll:up\n\n',
    'STYLE\n::cue(.loud) { color: yellow; }\n::cue(v[voice="Anna"]) { color: cyan; }\n\n',
  ];
  let size = parts.reduce((sum, part) => sum + part.length, 0);
  let t = 0;
  for (let i = 0; size < targetBytes; i++) {
    const words = (n: number): string => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
    const start = t;
    const end = t + 1200 + (i % 5) * 300;
    t = end + 100;
    let block = '';
    if (i % 50 === 0) block += `NOTE chapter ${i / 50}\nthis note spans\ntwo lines\n\n`;
    const id = i % 3 === 0 ? `cue-${i}\n` : '';
    const settings = [
      i % 4 === 0 ? ' line:85%' : i % 4 === 1 ? ' line:-2' : '',
      i % 5 === 0 ? ' position:30%,line-left size:60%' : '',
      i % 6 === 0 ? ' align:start' : i % 6 === 3 ? ' align:end' : '',
      i % 20 === 0 ? ' region:fred' : '',
    ].join('');
    let text: string;
    switch (i % 5) {
      case 0:
        text = `<v Anna>${words(6)}</v>\n<v Ben>${words(5)}</v>`;
        break;
      case 1:
        text = `<i>${words(7)}</i> &amp; <b>${words(3)}</b>`;
        break;
      case 2:
        text = `<c.loud>${words(8)}</c> &lt;${words(1)}&gt;`;
        break;
      case 3:
        text = `${words(5)} <00:${timestamp(start + 400).slice(3)}>${words(4)}`;
        break;
      default:
        text = `${words(9)}\n${words(6)}`;
    }
    block += `${id}${timestamp(start)} --> ${timestamp(end)}${settings}\n${text}\n\n`;
    parts.push(block);
    size += block.length + (block.match(/[^\x00-\x7f]/g)?.length ?? 0);
  }
  return parts.join('');
}

/** A VOD media playlist of `segments` fMP4 segments (about 150 bytes each). */
export function generateMediaPlaylist(segments: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:7', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS', '#EXT-X-MAP:URI="init.mp4",BYTERANGE="720@0"'];
  const start = Date.UTC(2026, 0, 1);
  let time = 0;
  let offset = 720;
  for (let i = 0; i < segments; i++) {
    if (i % 200 === 0) {
      const kid = (0x1000 + i).toString(16).padStart(32, '0');
      lines.push(`#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,AAECAwQFBgcICQoLDA0ODw==",KEYFORMAT="org.w3.clearkey",KEYID=0x${kid},KEYFORMATVERSIONS="1"`);
    }
    if (i > 0 && i % 1000 === 0) lines.push('#EXT-X-DISCONTINUITY');
    if (i % 50 === 0) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(start + time * 1000).toISOString()}`);
    const duration = 6.006 - (i % 7) * 0.001;
    const length = 90_000 + ((i * 7919) % 4_000);
    lines.push(`#EXTINF:${duration.toFixed(3)},`, `#EXT-X-BYTERANGE:${length}@${offset}`, 'media-0001.m4s');
    offset += length;
    time += duration;
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
