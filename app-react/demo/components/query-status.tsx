import type { MusicQueryResult } from '@mediakit/react';

/** 404s: what was asked for does not exist, so a retry would only fail again (issue 19). */
const MISSING = new Set(['NOT_FOUND', 'CONTENT_UNAVAILABLE']);

/** Loading and error states for a data query: a non-blocking notice with a retry, never a modal. */
export function QueryStatus({ query, what }: { query: MusicQueryResult<unknown>; what: string }) {
  if (query.status === 'loading') return <p className="notice" role="status">Loading {what}…</p>;
  if (query.status === 'error') {
    const code = (query.error as { errorCode?: unknown } | undefined)?.errorCode;
    if (typeof code === 'string' && MISSING.has(code)) {
      return <p className="notice" role="status">Sorry, {what} was not found.</p>;
    }
    const message = query.error instanceof Error ? query.error.message : String(query.error);
    return (
      <div className="notice notice--error" role="alert">
        <span>Could not load {what}: {message}</span>
        <button type="button" onClick={query.refetch}>Retry</button>
      </div>
    );
  }
  return null;
}
