import { MKError } from '../errors/index.ts';

/**
 * Fills `{{name}}` parameters of an API path (MUSICKIT-SURFACE.md: `{{storefrontId}}` is the
 * current storefront). 002 §5: a parameter left unclosed with '{{' raises an error; so does
 * one naming no known value. Values are URI-encoded.
 *
 * @example
 * fillPathTemplate('/v1/catalog/{{storefrontId}}/songs', { storefrontId: 'gb' }); // '/v1/catalog/gb/songs'
 */
export function fillPathTemplate(path: string, values: Readonly<Record<string, string | undefined>>): string {
  let result = '';
  let index = 0;
  for (;;) {
    const open = path.indexOf('{{', index);
    if (open < 0) return result + path.slice(index);
    const close = path.indexOf('}}', open + 2);
    if (close < 0) {
      throw new MKError(MKError.INVALID_ARGUMENTS, `Unclosed path parameter '{{' in ${path}`, { details: { path } });
    }
    const name = path.slice(open + 2, close).trim();
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value === undefined || value === '') {
      throw new MKError(MKError.INVALID_ARGUMENTS, `Unknown path parameter {{${name}}} in ${path}`, { details: { path, name } });
    }
    result += path.slice(index, open) + encodeURIComponent(value);
    index = close + 2;
  }
}
