import { describe, expect, it } from 'vitest';
import { escapeDocBraces } from '../../../tools/docs/escape-braces.ts';

// Issue 18: `npm run docs` builds the reference without TSDoc warnings (tsdoc-escape-right-brace,
// tsdoc-malformed-inline-tag) while the source comments keep plain braces.
describe('escapeDocBraces (tools/docs)', () => {
  it('escapes plain braces in doc comments', () => {
    expect(escapeDocBraces('/** GET catalog/{sf}/songs/{id}. */\nget(): void;')).toBe('/** GET catalog/\\{sf\\}/songs/\\{id\\}. */\nget(): void;');
  });

  it('leaves inline tags, code spans, fenced code and code outside comments alone', () => {
    const text = ['/**', ' * See {@link Queue.asOwner} and `{ data, meta }`.', ' * ```ts', ' * const x = { a: 1 };', ' * ```', ' */', 'declare const y: { a: number };'].join('\n');
    expect(escapeDocBraces(text)).toBe(text);
  });

  it('is idempotent: an escaped brace stays escaped once', () => {
    const once = escapeDocBraces('/** body { attributes: {name} } */');
    expect(once).toBe('/** body \\{ attributes: \\{name\\} \\} */');
    expect(escapeDocBraces(once)).toBe(once);
  });
});
