/**
 * Decodes one base64url part of a JWT into a JSON object, or `undefined` when the part is not
 * base64url-encoded JSON describing an object. Never throws: the token validators turn
 * `undefined` into the spec's 'Invalid token.' (000 §5), so a malformed token can never escape
 * as a bare SyntaxError or DOMException.
 *
 * @example
 * decodeJwtPart('eyJraWQiOiJBQkMifQ'); // { kid: 'ABC' }
 */
export function decodeJwtPart(part: string): Record<string, unknown> | undefined {
  // A length of 1 mod 4 cannot come out of base64 encoding.
  if (part.length % 4 === 1 || !/^[A-Za-z0-9_-]*$/.test(part)) return undefined;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  let json: string;
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
