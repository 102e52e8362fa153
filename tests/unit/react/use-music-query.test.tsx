// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MediaKitProvider, useMusicQuery } from '@mediakit/react';
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
