import { describe, expect, it } from 'vitest';
import { SimulatedClock, jsonResponse } from '@mediakit/adapters/node';
import { CatalogClient, DataContext, DataRecord, DataRecordStore, FeatureFlags } from '../../../../core/src/domain/api/index.ts';
import { FIXED_NOW } from '../tokens/token-fixtures.ts';
import { makeKit } from './api-test-kit.ts';

describe('000 §3 DataRecord and the data store (002 §9 api-data-store)', () => {
  it('a record has type, id, attributes, relationships, views, meta and parents', () => {
    const record = new DataRecord({ id: '1', type: 'albums', attributes: { name: 'Blue' }, meta: { x: 1 } });
    expect(record).toMatchObject({ type: 'albums', id: '1', attributes: { name: 'Blue' }, relationships: {}, views: {}, meta: { x: 1 }, parents: [] });
    expect(record.toJSON()).toEqual({ id: '1', type: 'albums', attributes: { name: 'Blue' }, relationships: {}, views: {}, meta: { x: 1 } });
  });

  it('a record expires attributes.cachingPolicy.maxAge seconds after it was stored (Clock port)', () => {
    const clock = new SimulatedClock(FIXED_NOW);
    const store = new DataRecordStore(clock);
    store.put({ id: '1', type: 'songs', attributes: { cachingPolicy: { maxAge: 30 } } });
    store.put({ id: '2', type: 'songs', attributes: {} });
    clock.advance(29_999);
    expect(store.has('songs', '1')).toBe(true);
    clock.advance(1);
    expect(store.get('songs', '1')).toBeUndefined();
    expect(store.has('songs', '2')).toBe(true);
  });

  it('a record fetched again updates the stored one in place (record reuse)', () => {
    const store = new DataRecordStore(new SimulatedClock(FIXED_NOW));
    const first = store.put({ id: '1', type: 'songs', attributes: { name: 'Old', rating: 1 } });
    const second = store.put({ id: '1', type: 'songs', attributes: { name: 'New' } });
    expect(second).toBe(first);
    expect(first.attributes).toEqual({ name: 'New', rating: 1 });
  });

  it('disable-data-store-record-reuse: a fresh record replaces the stored one, the old object untouched', () => {
    const flags = new FeatureFlags();
    flags.configure(['disable-data-store-record-reuse']);
    const store = new DataRecordStore(new SimulatedClock(FIXED_NOW), { reuseRecords: () => !flags.isEnabled('disable-data-store-record-reuse') });
    const first = store.put({ id: '1', type: 'songs', attributes: { name: 'Old' } });
    const second = store.put({ id: '1', type: 'songs', attributes: { name: 'New' } });
    expect(second).not.toBe(first);
    expect(first.attributes['name']).toBe('Old');
    expect(store.get('songs', '1')).toBe(second);
  });

  it('resources in relationships are stored too, with the including record as parent', () => {
    const store = new DataRecordStore(new SimulatedClock(FIXED_NOW));
    const album = store.put({ id: 'a1', type: 'albums', relationships: { tracks: { href: '/x', data: [{ id: 's1', type: 'songs', attributes: { name: 'One' } }] } } });
    const song = store.get('songs', 's1');
    expect(song?.parents).toEqual([{ type: 'albums', id: 'a1' }]);
    expect((album.relationships['tracks'] as { data: unknown[] }).data[0]).toBe(song);
    store.remove('albums', 'a1');
    expect(store.size).toBe(1);
    store.clear();
    expect(store.size).toBe(0);
  });

  it("with 'api-data-store' on, clients hand out stored records and serve live ones without a request", async () => {
    const kit = makeKit({ handler: (request) => jsonResponse(200, { data: [{ id: '1', type: 'songs', attributes: { cachingPolicy: { maxAge: 600 } } }] }, request.url) });
    const store = new DataRecordStore(kit.clock);
    const context = new DataContext({ session: kit.session, clock: kit.clock, flags: kit.flags, store });
    kit.flags.configure('api-data-store');
    const catalog = new CatalogClient(context);
    const song = await catalog.resource('songs', '1');
    expect(await catalog.resource('songs', '1')).toBe(song); // from the store, no request
    expect(kit.http.requests).toHaveLength(1);
    kit.session.flush();
    expect(await catalog.resource('songs', '1', { l: 'en-GB' })).toBe(song); // fetched again: the stored record, updated
    expect(kit.http.requests).toHaveLength(2);
    kit.clock.advance(600_000); // maxAge passed: the store no longer serves it
    expect(store.get('songs', '1')).toBeUndefined();
    kit.session.flush();
    expect(await catalog.resource('songs', '1')).not.toBe(song);
    expect(kit.http.requests).toHaveLength(3);
  });
});
