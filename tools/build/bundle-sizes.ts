/**
 * Sizes as a page pays for them: minified bytes on disk, and the bytes on the wire with gzip
 * (level 9, what a static host serves) and brotli (quality 11, what a CDN serves).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface BundleSize {
  readonly min: number;
  readonly gzip: number;
  readonly brotli: number;
}

export function measure(bytes: Uint8Array): BundleSize {
  return {
    min: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

export function measureFile(path: string): BundleSize {
  return measure(readFileSync(path));
}

/**
 * The gzip bytes only: what the budgets hold. Brotli at quality 11 costs far more time than gzip,
 * and the budget tests would pay it for every chunk of every build they check.
 */
export function gzipBytesOfFile(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).byteLength;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A table row per file, for the build's console report and docs/size-budgets.md. */
export function sizeTable(rows: ReadonlyArray<readonly [string, BundleSize]>): string {
  const width = Math.max(4, ...rows.map(([name]) => name.length));
  const line = (name: string, min: string, gzip: string, brotli: string): string => `${name.padEnd(width)}  ${min.padStart(10)}  ${gzip.padStart(10)}  ${brotli.padStart(10)}`;
  return [line('file', 'min', 'gzip', 'brotli'), ...rows.map(([name, size]) => line(name, kib(size.min), kib(size.gzip), kib(size.brotli)))].join('\n');
}
