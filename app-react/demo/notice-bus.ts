/**
 * Short, non-blocking messages from anywhere in the demo ("Added to the queue", "Explicit songs
 * are off for this account") to the one notifications region (components/notices.tsx). A tiny
 * module-level bus, because the messages come from leaf rows that should not thread callbacks.
 */
export interface DemoNotice {
  readonly message: string;
  readonly tone: 'info' | 'error';
}

type Listener = (notice: DemoNotice) => void;
const listeners = new Set<Listener>();

export function announce(message: string, tone: DemoNotice['tone'] = 'info'): void {
  for (const listener of listeners) listener({ message, tone });
}

export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An error as a sentence for a notice: the reason code when it is an MKError, then its message. */
export function describeError(error: unknown): string {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && code && code !== message ? `${message} (${code})` : message;
}

/** A rejected play/setQueue as a notice (never swallowed): the reason and message of the MKError. */
export function reportPlaybackFailure(error: unknown): void {
  announce(`Could not play: ${describeError(error)}`, 'error');
}

/** "1 song", "12 songs". */
export function songCount(count: number): string {
  return count === 1 ? '1 song' : `${count} songs`;
}
