import type { Page } from '@playwright/test';
import { decodeParts } from './gapless-join.analysis.ts';

/**
 * The caller of an e2e page's own object (`window[name]`, e.g. the gapless album page's
 * `__album`): `fn` is serialised and runs in the page with that object, so a test reads like a
 * call on the page while the types stay the test's.
 */
export function pageObject<P>(name: string) {
  return function onPage<T, A = undefined>(page: Page, fn: (p: P, arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return page.evaluate(
      ([global, source, a]) => {
        const p = (window as unknown as Record<string, unknown>)[global];
        return (new Function('p', 'a', `return (${source})(p, a);`) as (p: unknown, a: unknown) => T)(p, a);
      },
      [name, fn.toString(), arg] as const,
    ) as Promise<T>;
  };
}

/** A page object that records its audio elements (app-react/demo/e2e/mse-recorder.ts `take`). */
interface RecordingPage {
  recording(part: number, partFrames: number): string | null;
}

type OnPage<P> = ReturnType<typeof pageObject<P>>;

/** The page's recording, fetched in parts of a million frames, as interleaved stereo float32. */
export async function takeRecording<P extends RecordingPage>(page: Page, onPage: OnPage<P>): Promise<Float32Array> {
  const parts: string[] = [];
  for (let part = 0; ; part++) {
    const chunk = await onPage(page, (p, a) => p.recording(a[0], a[1]), [part, 1_000_000] as [number, number]);
    if (chunk === null) break;
    parts.push(chunk);
  }
  return decodeParts(parts);
}
