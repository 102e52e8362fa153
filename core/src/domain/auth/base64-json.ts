/**
 * UTF-8-safe base64 of JSON, for the authorize pop-up's `a` parameter (000 §2: "base64 of
 * third-party info") and the start-up hash (000 §2). `btoa`/`atob` only handle Latin-1, so the
 * text goes through UTF-8 bytes first; an app name such as 'Müsik' must survive the round trip.
 *
 * @example
 * decodeBase64Json(encodeBase64Json({ name: 'Müsik' })); // { name: 'Müsik' }
 */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The JSON value encoded in `text`, or `undefined` when it is not base64 of UTF-8 JSON. Never throws. */
export function decodeBase64Json(text: string): unknown {
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
