// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MediaKitProvider, useMusicQuery } from '@mediakit/react';
import { MusicQueryCache } from '../../../app-react/src/hooks/music-query-cache.ts';
import { headlessKit, type HeadlessKit } from './headless-instance.ts';

// The data hook over the product's instance (createHeadlessMusicKit): `api.music` goes through
// the instance's request pipeline (002 §5: {{storefrontId}} substituted, the developer token
// attached) to the scripted provider.

afterEach(cleanup);

interface Charts {
  readonly results: { readonly albums: ReadonlyArray<{ readonly data: ReadonlyArray<{ readonly attributes: { readonly name: string } }> }> };
}

function Albums({ testId }: { testId: string }): React.ReactNode {
  const query = useMusicQuery<Charts>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums', limit: 10 });
  return (
    <span data-testid={testId}>
      {query.status}
      {query.status === 'success' ? `:${query.data.results.albums[0]?.data[0]?.attributes.name}` : ''}
      {query.status === 'error' ? <button onClick={query.refetch}>retry</button> : null}
    </span>
  );
}

const chartRequests = (kit: HeadlessKit) => kit.host.http.requests.filter((request) => new URL(request.url).pathname.endsWith('/charts'));

describe('issue 10 data hook: catalogue requests with caching', () => {
  it('components asking for the same thing share one request and its answer', async () => {
    const kit = await headlessKit();
    render(<MediaKitProvider instance={kit.music}><Albums testId="a" /><Albums testId="b" /></MediaKitProvider>);
    expect(screen.getByTestId('a').textContent).toBe('loading');
    await act(() => kit.host.clock.advanceAsync(0));
    expect(screen.getByTestId('a').textContent).toBe('success:An album');
    expect(screen.getByTestId('b').textContent).toBe('success:An album');
    const requests = chartRequests(kit);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/v1/catalog/us/charts');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ types: 'albums', limit: '10' });
  });

  it('an error is shown with a retry that asks again', async () => {
    const kit = await headlessKit();
    kit.offline(true);
    render(<MediaKitProvider instance={kit.music}><Albums testId="a" /></MediaKitProvider>);
    await act(() => kit.host.clock.advanceAsync(0));
    expect(screen.getByTestId('a').textContent).toBe('errorretry');
    kit.offline(false);
    await act(async () => {
      screen.getByRole('button', { name: 'retry' }).click();
      await kit.host.clock.advanceAsync(0);
    });
    expect(screen.getByTestId('a').textContent).toBe('success:An album');
    expect(chartRequests(kit).length).toBeGreaterThanOrEqual(2);
  });
});

function Search({ term, enabled = true }: { term: string; enabled?: boolean }): React.ReactNode {
  const query = useMusicQuery<Charts>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums', term }, { enabled });
  return <span data-testid="search">{query.status}</span>;
}

describe('issue 18 data hook: bounded cache, abort, enabled, stale-while-revalidate', () => {
  it('refetch keeps showing the stale answer (never back to loading) and flags fetching', async () => {
    const kit = await headlessKit();
    const seen: string[] = [];
    const Shown = (): React.ReactNode => {
      const query = useMusicQuery<Charts>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums' });
      seen.push(`${query.status}:${query.fetching}`);
      return <button onClick={query.refetch}>{query.status === 'success' ? query.data.results.albums[0]?.data[0]?.attributes.name : query.status}</button>;
    };
    render(<MediaKitProvider instance={kit.music}><Shown /></MediaKitProvider>);
    await act(() => kit.host.clock.advanceAsync(0));
    expect(screen.getByRole('button').textContent).toBe('An album');
    seen.length = 0;
    await act(async () => {
      screen.getByRole('button').click();
      await kit.host.clock.advanceAsync(0);
    });
    expect(seen).toContain('success:true');
    expect(seen.at(-1)).toBe('success:false');
    expect(seen.some((shown) => shown.startsWith('loading'))).toBe(false);
    expect(screen.getByRole('button').textContent).toBe('An album');
  });

  it('a failed refetch keeps the stale data and reports the error beside it', async () => {
    const kit = await headlessKit();
    let last: { status: string; error: unknown; name?: string | undefined } | undefined;
    let refetch: () => void = () => {};
    const Shown = (): React.ReactNode => {
      const query = useMusicQuery<Charts>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums', fresh: 'no' }, {});
      refetch = query.refetch;
      last = { status: query.status, error: query.error, name: query.status === 'success' ? query.data.results.albums[0]?.data[0]?.attributes.name : undefined };
      return null;
    };
    render(<MediaKitProvider instance={kit.music}><Shown /></MediaKitProvider>);
    await act(() => kit.host.clock.advanceAsync(0));
    expect(last).toEqual({ status: 'success', error: undefined, name: 'An album' });
    kit.offline(true);
    await act(async () => {
      refetch();
      await kit.host.clock.advanceAsync(0);
    });
    expect(last?.status).toBe('success');
    expect(last?.name).toBe('An album');
    expect(last?.error).toBeDefined();
  });

  it('enabled: false sends nothing and shows idle; turning it on asks', async () => {
    const kit = await headlessKit();
    const view = render(<MediaKitProvider instance={kit.music}><Search term="a" enabled={false} /></MediaKitProvider>);
    await act(() => kit.host.clock.advanceAsync(0));
    expect(screen.getByTestId('search').textContent).toBe('idle');
    expect(chartRequests(kit)).toHaveLength(0);
    view.rerender(<MediaKitProvider instance={kit.music}><Search term="a" /></MediaKitProvider>);
    await act(() => kit.host.clock.advanceAsync(0));
    expect(screen.getByTestId('search').textContent).toBe('success');
    expect(chartRequests(kit)).toHaveLength(1);
  });

  it('the request is aborted when the component unmounts or moves to another key', async () => {
    const kit = await headlessKit();
    const signals: AbortSignal[] = [];
    const music = kit.music.api.music.bind(kit.music.api);
    vi.spyOn(kit.music.api, 'music').mockImplementation((path, params, options) => {
      if (options?.fetchOptions?.signal) signals.push(options.fetchOptions.signal);
      return music(path, params, options);
    });
    const view = render(<MediaKitProvider instance={kit.music}><Search term="a" /></MediaKitProvider>);
    view.rerender(<MediaKitProvider instance={kit.music}><Search term="ab" /></MediaKitProvider>);
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    view.unmount();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('the cache is bounded: answers no component shows are evicted least recently used first', async () => {
    const kit = await headlessKit();
    const cache = new MusicQueryCache(kit.music.api, { maxEntries: 3 });
    const path = '/v1/catalog/{{storefrontId}}/charts';
    for (const term of ['a', 'ab', 'abc', 'abcd', 'abcde']) {
      const params = { types: 'albums', term };
      const unsubscribe = cache.subscribe(MusicQueryCache.keyOf(path, params), path, params, () => {});
      await kit.host.clock.advanceAsync(0);
      unsubscribe();
    }
    expect(cache.keys).toEqual(['abc', 'abcd', 'abcde'].map((term) => MusicQueryCache.keyOf(path, { types: 'albums', term })));
  });
});
