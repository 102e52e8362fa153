// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

afterEach(cleanup);
import { MediaKitProvider, useMusicQuery } from '@mediakit/react';
import { FakeInstance } from './fake-instance.ts';

function Albums({ testId }: { testId: string }): React.ReactNode {
  const query = useMusicQuery<{ path: string }>('/v1/catalog/{{storefrontId}}/charts', { types: 'albums', limit: 10 });
  return (
    <span data-testid={testId}>
      {query.status}
      {query.status === 'success' ? `:${query.data.path}` : ''}
      {query.status === 'error' ? <button onClick={query.refetch}>retry</button> : null}
    </span>
  );
}

describe('issue 10 data hook: catalogue requests with caching', () => {
  it('components asking for the same thing share one request and its answer', async () => {
    const instance = new FakeInstance();
    render(<MediaKitProvider instance={instance}><Albums testId="a" /><Albums testId="b" /></MediaKitProvider>);
    expect(screen.getByTestId('a').textContent).toBe('loading');
    await act(async () => {});
    expect(screen.getByTestId('a').textContent).toBe('success:/v1/catalog/{{storefrontId}}/charts');
    expect(screen.getByTestId('b').textContent).toBe('success:/v1/catalog/{{storefrontId}}/charts');
    expect(instance.apiCalls).toEqual([{ path: '/v1/catalog/{{storefrontId}}/charts', params: { types: 'albums', limit: 10 } }]);
  });

  it('an error is shown with a retry that asks again', async () => {
    const instance = new FakeInstance();
    instance.answer = async () => {
      throw new Error('offline');
    };
    render(<MediaKitProvider instance={instance}><Albums testId="a" /></MediaKitProvider>);
    await act(async () => {});
    expect(screen.getByTestId('a').textContent).toBe('errorretry');
    instance.answer = async (path) => ({ data: { path } });
    await act(async () => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByTestId('a').textContent).toBe('success:/v1/catalog/{{storefrontId}}/charts');
    expect(instance.apiCalls).toHaveLength(2);
  });
});
