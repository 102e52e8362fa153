/**
 * In TSDoc a brace opens an inline tag (`{@link X}`), so a plain one (`GET catalog/{sf}/songs/{id}`,
 * `{ data, meta }`) must be written `\{`. Our comments follow JSDoc, which editors show as written;
 * the declarations read here get the escapes, so the sources stay readable (as fence-examples.ts
 * does for `@example`). Inline tags, code spans and fenced code are left alone (TSDoc reads them
 * literally), and an escaped brace stays as it is, so running twice changes nothing.
 */
export function escapeDocBraces(declarations: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = declarations.indexOf('/**', from);
    if (start < 0) break;
    const end = declarations.indexOf('*/', start + 3);
    if (end < 0) break;
    out += declarations.slice(from, start) + escapeComment(declarations.slice(start, end));
    from = end;
  }
  return out + declarations.slice(from);
}

/** One comment's text, without its closing `*\/`: a linear scan, no backtracking. */
function escapeComment(comment: string): string {
  let out = '';
  let inFence = false;
  for (const line of comment.split(/(?<=\n)/)) {
    if (line.replace(/^\s*\*?\s*/, '').startsWith('```')) {
      inFence = !inFence;
      out += line;
      continue;
    }
    if (inFence) {
      out += line;
      continue;
    }
    let inCode = false;
    let tagDepth = 0;
    for (let index = 0; index < line.length; index++) {
      const char = line[index]!;
      const escaped = index > 0 && line[index - 1] === '\\';
      if (char === '`' && tagDepth === 0) inCode = !inCode;
      else if (!inCode && !escaped && char === '{') {
        if (line[index + 1] === '@') tagDepth++;
        else if (tagDepth === 0) {
          out += '\\{';
          continue;
        }
      } else if (!inCode && !escaped && char === '}') {
        if (tagDepth > 0) tagDepth--;
        else {
          out += '\\}';
          continue;
        }
      }
      out += char;
    }
  }
  return out;
}
