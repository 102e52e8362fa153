/**
 * JSDoc's `@example` is code by definition, TSDoc's is Markdown (code needs a fence). Our comments
 * follow JSDoc, which editors show as code; the declarations read here get the fence added, so the
 * sources stay as they are. Lines up to the next tag or the comment's end are the example;
 * an example already fenced is left alone, so running twice changes nothing.
 */
export function fenceExamples(declarations: string): string {
  const lines = declarations.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    out.push(line);
    const indent = /^(\s*)\* @example\s*$/.exec(line)?.[1];
    if (indent === undefined) continue;
    let end = index + 1;
    while (end < lines.length && !/^\s*\*\//.test(lines[end]!) && !/^\s*\* @\w/.test(lines[end]!)) end++;
    const body = lines.slice(index + 1, end);
    while (body.length > 0 && body.at(-1)!.trim() === '*') body.pop();
    if (body.length === 0 || body.find((text) => text.trim() !== '*')!.trim().startsWith('* ```')) continue;
    out.push(`${indent}* \`\`\`ts`, ...body, `${indent}* \`\`\``);
    index += body.length;
  }
  return out.join('\n');
}
