/**
 * A load shared by everyone who asks while it runs and after it succeeds; a failed load is
 * forgotten, so the next call tries again. This is how every feature (services/features) fetches
 * its code: a network hiccup fails one use, never the page.
 *
 * @example
 * const service = loadOnce(async () => (await import('./service.ts')).createService());
 * await Promise.all([service(), service()]); // one import
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
