// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MediaKitProvider, usePlaybackState } from '@mediakit/react';

describe('issue 10 SSR: the provider renders on the server without touching browser globals', () => {
  it('renders the fallback and never calls configure during a server render', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    let configured = 0;
    const configure = async () => {
      configured++;
      throw new Error('must not run on the server');
    };
    const State = (): React.ReactNode => <span>{usePlaybackState()}</span>;
    const html = renderToString(<MediaKitProvider configure={configure} fallback={<p>Loading player</p>}><State /></MediaKitProvider>);
    expect(html).toBe('<p>Loading player</p>');
    expect(configured).toBe(0);
  });
});
