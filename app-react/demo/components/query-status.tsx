import type { MusicQueryResult } from '@mediakit/react';

/** Loading and error states for a data query: a non-blocking notice with a retry, never a modal. */
export function QueryStatus({ query, what }: { query: MusicQueryResult<unknown>; what: string }) {
  if (query.status === 'loading') return <p className="notice" role="status">Loading {what}…</p>;
  if (query.status === 'error') {
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
