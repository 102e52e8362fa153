/**
 * Writes docs/benchmarks.md (a section per comparison) and docs/benchmarks.json (the figures,
 * null where something could not be measured, with the reason in the markdown).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ComparisonResult, MarkdownTable } from './bench-report.types.ts';
import type { MachineInfo } from './machine-info.ts';

export interface RunInfo {
  readonly date: string;
  readonly command: string;
  readonly elapsedMs: number;
  readonly machine: MachineInfo;
}

/** Escapes what would break a table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function markdownTable(table: MarkdownTable): string {
  const lines: string[] = [];
  if (table.caption) lines.push(`*${table.caption}*`, '');
  lines.push(`| ${table.headers.map(cell).join(' | ')} |`);
  lines.push(`| ${table.headers.map(() => '---').join(' | ')} |`);
  for (const row of table.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

export function renderMarkdown(run: RunInfo, results: readonly ComparisonResult[], headline: MarkdownTable): string {
  const m = run.machine;
  const parts: string[] = [
    '# MediaKit benchmarks',
    '',
    '> Written by `npm run bench` (tools/bench/main.ts). Do not edit by hand: run it again.',
    '> Figures come only from this run. Where a MediaKit figure could not be measured (its engine',
    '> or build not there, or failing), the JSON says `null` and the section says why.',
    '',
    `- Date: ${run.date}`,
    `- Command: \`${run.command}\` (whole run ${(run.elapsedMs / 1000).toFixed(0)} s)`,
    `- Machine: ${m.cpuModel}, ${m.cores} cores, ${(m.memoryBytes / 2 ** 30).toFixed(1)} GiB memory, ${m.os}; Node ${m.node}; ${m.chromium} (headless, playwright-core)`,
    `- Load average (1 min) at start ${m.loadAverageStart.toFixed(2)}, at end ${m.loadAverageEnd.toFixed(2)}: the machine is shared with other work, so timings are medians and the spread is shown.`,
    '- Media: the emulator\'s clips (tools/emulator/media/audio, AAC-LC 44.1 kHz stereo, fMP4 HLS, clear and CENC), served by the emulator on loopback.',
    '',
    '## Headline',
    '',
    markdownTable(headline),
    '',
  ];
  for (const { section } of results) parts.push(renderSection(section));
  return parts.join('\n');
}

function renderSection(section: ComparisonResult['section'], note?: string): string {
  const parts: string[] = [`## ${section.title}`, ''];
  if (note) parts.push(note, '');
  for (const table of section.tables) parts.push(markdownTable(table), '');
  parts.push('How it was measured:', '', ...section.method.map((line) => `- ${line}`), '');
  if (section.pending.length > 0) parts.push('Not measured, or measured only in part:', '', ...section.pending.map((line) => `- ${line}`), '');
  parts.push(`_Section time: ${(section.elapsedMs / 1000).toFixed(1)} s._`, '');
  return parts.join('\n');
}

/**
 * One comparison run alone (`--only`): its section replaces the one of the same title in the
 * markdown (or is appended), its figures replace theirs in the JSON, and both say when and how
 * it was run, since the rest of the files come from an earlier full run.
 */
export function mergeReports(markdownPath: string, jsonPath: string, run: RunInfo, result: ComparisonResult): void {
  const note = `_Run alone: \`${run.command}\` on ${run.date}, load average ${run.machine.loadAverageStart.toFixed(2)} → ${run.machine.loadAverageEnd.toFixed(2)}; the other sections are from the run dated at the top._`;
  const json = existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>) : {};
  const merged = { ...json, ...result.json, [`${Object.keys(result.json)[0] ?? 'section'}Run`]: { date: run.date, command: run.command, loadAverageStart: run.machine.loadAverageStart, loadAverageEnd: run.machine.loadAverageEnd } };
  const rounded = (_key: string, value: unknown): unknown => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value);
  writeFileSync(jsonPath, `${JSON.stringify(merged, rounded, 2)}\n`);
  const markdown = existsSync(markdownPath) ? readFileSync(markdownPath, 'utf8') : '# MediaKit benchmarks\n';
  const heading = `## ${result.section.title}`;
  const section = renderSection(result.section, note);
  const at = markdown.indexOf(`\n${heading}\n`);
  if (at < 0) {
    writeFileSync(markdownPath, `${markdown.trimEnd()}\n\n${section}`);
    return;
  }
  const after = markdown.indexOf('\n## ', at + heading.length + 1);
  writeFileSync(markdownPath, `${markdown.slice(0, at + 1)}${section}${after < 0 ? '' : markdown.slice(after)}`);
}

export function writeReports(markdownPath: string, jsonPath: string, run: RunInfo, results: readonly ComparisonResult[], headline: MarkdownTable): void {
  const json = {
    date: run.date,
    command: run.command,
    machine: run.machine,
    elapsedSeconds: Math.round(run.elapsedMs / 100) / 10,
    ...Object.assign({}, ...results.map((r) => r.json)),
  };
  // Three decimals are more than any of these figures can resolve; integers stay as they are.
  const rounded = (_key: string, value: unknown): unknown => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value);
  writeFileSync(jsonPath, `${JSON.stringify(json, rounded, 2)}\n`);
  writeFileSync(markdownPath, renderMarkdown(run, results, headline));
}
