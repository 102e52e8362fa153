import { embedFrame, type EmbedOptions } from './embed-code.ts';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * `MusicKit.generateEmbedCode(url, { height, width })`: the sandboxed iframe markup of the
 * embed helper (002 §2), attribute values escaped. A numeric width caps the frame's width,
 * which otherwise fills its container.
 *
 * @example
 * generateEmbedCode('https://music.example/us/album/x/1', { width: 500 });
 * // '<iframe allow="autoplay *; …" frameborder="0" height="450" width="500" style="…" sandbox="…" src="https://embed.music.example/us/album/x/1"></iframe>'
 */
export function generateEmbedCode(url: string, options: EmbedOptions = {}): string {
  const frame = embedFrame(url, options);
  const maxWidth = /^\d+(\.\d+)?$/.test(frame.width) ? `${frame.width}px` : frame.width;
  const attributes: ReadonlyArray<readonly [string, string]> = [
    ['allow', frame.allow],
    ['frameborder', '0'],
    ['height', frame.height],
    ['width', frame.width],
    ['style', `width:100%;max-width:${maxWidth};overflow:hidden;border-radius:10px;`],
    ['sandbox', frame.sandbox],
    ['src', frame.src],
  ];
  return `<iframe ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}></iframe>`;
}
