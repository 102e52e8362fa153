/**
 * How an e2e page announces itself: its object goes on `window[name]` at once (the test polls
 * `ready`), `onReady` takes what `setUp` resolved to, then `ready` turns true and `#status`
 * says "ready"; a failed set-up writes its error into `#status` for the test's message.
 */
export function publishPage<P extends { ready: boolean }, R>(name: string, page: P, setUp: () => Promise<R>, onReady: (result: R) => void): void {
  (window as unknown as Record<string, unknown>)[name] = page;
  const status = (text: string): void => void (document.getElementById('status')!.textContent = text);
  setUp().then(
    (result) => {
      onReady(result);
      page.ready = true;
      status('ready');
    },
    (error: unknown) => status(`failed: ${String(error)}`),
  );
}
