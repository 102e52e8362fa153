import type { ServerResponse } from 'node:http';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON safe inside a <script type="application/json"> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** A complete page with its configuration as JSON and one inline script. */
export function pageHtml(input: { readonly title: string; readonly body: string; readonly config: unknown; readonly script: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(input.title)}</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1d1d1f; }
  h1 { font-size: 1.3rem; } button { display: block; margin: .4rem 0; padding: .5rem .8rem; font: inherit; }
  .error { color: #b00020; } .muted { color: #666; }
</style>
</head>
<body>
${input.body}
<script type="application/json" id="mk-config">${jsonForScript(input.config)}</script>
<script>
${input.script}
</script>
</body>
</html>
`;
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Readonly<Record<string, string>> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(html);
}
