import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Debian's ffmpeg (MEDIA-FACTS: it encodes AAC well; its own CENC output is unusable). */
export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** The packager shipped by the `shaka-packager` npm dev dependency. */
export const PACKAGER =
  process.env.PACKAGER_PATH ??
  fileURLToPath(new URL('../../node_modules/shaka-packager/bin/packager-linux-x64', import.meta.url));

export interface RunOptions {
  readonly cwd?: string;
  /** Bytes written to the child's stdin (then closed). */
  readonly stdin?: Uint8Array;
}

/**
 * Runs a command to completion and returns its stdout; rejects with stderr on a non-zero exit,
 * so a failed encode stops the generator instead of committing half-written media.
 */
export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${Buffer.concat(err).toString().slice(-2000)}`));
    });
    // A child that exits early closes its stdin; the EPIPE is reported by 'close' above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin ? Buffer.from(options.stdin.buffer, options.stdin.byteOffset, options.stdin.byteLength) : undefined);
  });
}
