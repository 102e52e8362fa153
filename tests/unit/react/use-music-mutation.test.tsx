// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { jsonResponse } from '@mediakit/adapters/node';
import { MediaKitProvider, useMusicMutation, useMusicQuery } from '@mediakit/react';
import { headlessKit, type ExtraAnswers, type HeadlessKit } from './headless-instance.ts';

// Issue 19: a library edit made through the instance makes the data hook's cached library answers
// stale, so a renamed playlist shows its new name at once, with no bookkeeping in the app.

afterEach(cleanup);

interface Page {
  readonly data: ReadonlyArray<{ readonly id: string; readonly attributes: { readonly name: string } }>;
}

/** A scripted provider holding one library playlist that can be renamed (PATCH) or deleted (DELETE). */
function libraryProvider(): { answers: ExtraAnswers; gets: (kit: HeadlessKit, path: string) => number } {
  let playlist: { id: string; name: string } | undefined = { id: 'p.1', name: 'Old name' };
  const answers: ExtraAnswers = (request) => {
    const { pathname } = new URL(request.url);
    const method = request.method ?? 'GET';
    if (pathname === '/v1/me/library/playlists' && method === 'GET') {
      return jsonResponse(200, { data: playlist ? [{ id: playlist.id, type: 'library-playlists', attributes: { name: playlist.name } }] : [] }, request.url);
    }
    if (pathname === '/v1/me/library/playlists/p.1') {
      if (!playlist) return jsonResponse(404, { errors: [{ status: '404' }] }, request.url);
      if (method === 'PATCH') {
        const body = JSON.parse(String(request.body)) as { attributes: { name: string } };
        if (body.attributes.name === 'refused') return jsonResponse(400, { errors: [{ status: '400' }] }, request.url);
        playlist.name = body.attributes.name;
        return { ...jsonResponse(204, {}, request.url), status: 204 };
      }
      if (method === 'DELETE') {
        playlist = undefined;
        return { ...jsonResponse(204, {}, request.url), status: 204 };
      }
      return jsonResponse(200, { data: [{ id: playlist.id, type: 'library-playlists', attributes: { name: playlist.name } }] }, request.url);
    }
    return undefined;
  };
  const gets = (kit: HeadlessKit, path: string): number =>
    kit.host.http.requests.filter((r) => (r.method ?? 'GET') === 'GET' && new URL(r.url).pathname === path).length;
  return { answers, gets };
}

function PlaylistNames(): React.ReactNode {
  const query = useMusicQuery<Page>('/v1/me/library/playlists', { limit: 50 });
  return <span data-testid="names">{query.status === 'success' ? query.data.data.map((p) => p.attributes.name).join(',') || 'empty' : query.status}</span>;
}

function PlaylistPage(): React.ReactNode {
  const query = useMusicQuery<Page>('/v1/me/library/playlists/p.1', {});
  return <span data-testid="page">{query.status === 'success' ? query.data.data[0]?.attributes.name : query.status}</span>;
}

let rename: (name: string) => Promise<unknown> = () => Promise.resolve();
let remove: () => Promise<unknown> = () => Promise.resolve();

function Editor(): React.ReactNode {
  rename = useMusicMutation((music, name: string) => music.api.music('/v1/me/library/playlists/p.1', undefined, { fetchOptions: { method: 'PATCH', body: { attributes: { name } } } }));
  remove = useMusicMutation((music) => music.api.music('/v1/me/library/playlists/p.1', undefined, { fetchOptions: { method: 'DELETE' } }), {
    removes: () => ['/v1/me/library/playlists/p.1'],
  });
  return null;
}

async function settle(kit: HeadlessKit, work: () => Promise<unknown> = () => Promise.resolve()): Promise<void> {
  await act(async () => {
    await work();
    await kit.host.clock.advanceAsync(0);
  });
}

describe('issue 19 useMusicMutation: library edits invalidate the data hook', () => {
  it('a renamed playlist shows its new name at once in a list on screen (one new request)', async () => {
    const provider = libraryProvider();
    const kit = await headlessKit(provider.answers);
    render(<MediaKitProvider instance={kit.music}><PlaylistNames /><Editor /></MediaKitProvider>);
    await settle(kit);
    expect(screen.getByTestId('names').textContent).toBe('Old name');
    await settle(kit, () => rename('New name'));
    expect(screen.getByTestId('names').textContent).toBe('New name');
    expect(provider.gets(kit, '/v1/me/library/playlists')).toBe(2);
  });

  it('a list not on screen is asked again when it is next shown, not served from the cache', async () => {
    const provider = libraryProvider();
    const kit = await headlessKit(provider.answers);
    const view = render(<MediaKitProvider instance={kit.music}><PlaylistNames /><Editor /></MediaKitProvider>);
    await settle(kit);
    view.rerender(<MediaKitProvider instance={kit.music}><Editor /></MediaKitProvider>);
    await settle(kit, () => rename('Renamed offscreen'));
    expect(provider.gets(kit, '/v1/me/library/playlists')).toBe(1); // nobody shows it: nothing asked yet
    view.rerender(<MediaKitProvider instance={kit.music}><PlaylistNames /><Editor /></MediaKitProvider>);
    await settle(kit);
    expect(screen.getByTestId('names').textContent).toBe('Renamed offscreen');
    expect(provider.gets(kit, '/v1/me/library/playlists')).toBe(2);
  });

  it('a failed edit invalidates nothing and rejects to its caller', async () => {
    const provider = libraryProvider();
    const kit = await headlessKit(provider.answers);
    render(<MediaKitProvider instance={kit.music}><PlaylistNames /><Editor /></MediaKitProvider>);
    await settle(kit);
    let failure: unknown;
    await settle(kit, () => rename('refused').catch((error: unknown) => void (failure = error)));
    expect(failure).toBeDefined();
    expect(provider.gets(kit, '/v1/me/library/playlists')).toBe(1);
    expect(screen.getByTestId('names').textContent).toBe('Old name');
  });

  it('a deleted resource still on screen is not asked again (it would 404); the list is', async () => {
    const provider = libraryProvider();
    const kit = await headlessKit(provider.answers);
    render(<MediaKitProvider instance={kit.music}><PlaylistNames /><PlaylistPage /><Editor /></MediaKitProvider>);
    await settle(kit);
    expect(screen.getByTestId('page').textContent).toBe('Old name');
    await settle(kit, () => remove());
    expect(provider.gets(kit, '/v1/me/library/playlists/p.1')).toBe(1);
    expect(screen.getByTestId('names').textContent).toBe('empty');
  });

  it('answers outside the library (the catalogue) are left alone', async () => {
    const provider = libraryProvider();
    const kit = await headlessKit(provider.answers);
    const Charts = (): React.ReactNode => {
      const query = useMusicQuery('/v1/catalog/{{storefrontId}}/charts', { types: 'albums' });
      return <span data-testid="charts">{query.status}</span>;
    };
    render(<MediaKitProvider instance={kit.music}><Charts /><Editor /></MediaKitProvider>);
    await settle(kit);
    await settle(kit, () => rename('Another'));
    expect(kit.host.http.requests.filter((r) => new URL(r.url).pathname.endsWith('/charts'))).toHaveLength(1);
  });
});
