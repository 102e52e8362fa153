import { describe, expect, it } from 'vitest';
import { FeatureFlags } from '../../../../core/src/domain/api/index.ts';
import { OTHER_USER_TOKEN } from '../tokens/token-fixtures.ts';
import { makeKit } from './api-test-kit.ts';

describe('002 §9 feature flags', () => {
  it('features are toggled by a list, a leading minus disabling one; later entries win', () => {
    const flags = new FeatureFlags({ 'seamless-audio-transitions': true });
    flags.configure('api-data-store, -seamless-audio-transitions,enhanced-hls,-enhanced-hls,,-');
    expect(flags.isEnabled('api-data-store')).toBe(true);
    expect(flags.isEnabled('seamless-audio-transitions')).toBe(false);
    expect(flags.isEnabled('enhanced-hls')).toBe(false);
    flags.configure(['api-pagination-metadata']);
    expect(flags.enabledFeatures()).toEqual(['api-data-store', 'api-pagination-metadata']);
    flags.disable('api-data-store');
    flags.enable('disable-data-store-record-reuse');
    expect(flags.enabledFeatures()).toEqual(['api-pagination-metadata', 'disable-data-store-record-reuse']);
  });
});

describe('002 §3 server ledger (session storage, per user, 40-minute expiry)', () => {
  it('is kept in session storage under a per-user key holding lastTimestamp and added/removed maps', () => {
    const { ledger, sessionStore, clock, session } = makeKit();
    ledger.record('albums', 'added', ['l.1']);
    clock.advance(5);
    ledger.record('playlists', 'removed', ['p.2']);
    const [key] = sessionStore.keys();
    expect(key).toMatch(/^mk-server-ledger\.[0-9a-f]{8}$/);
    expect(key).not.toContain(session.userToken ?? '');
    expect(JSON.parse(sessionStore.get(key!)!)).toEqual({
      lastTimestamp: clock.now(),
      albums: { added: { 'l.1': clock.now() - 5 }, removed: {} },
      playlists: { added: {}, removed: { 'p.2': clock.now() } },
    });
    session.setUserToken(OTHER_USER_TOKEN);
    expect(ledger.read().lastTimestamp).toBe(0);
  });

  it('expires 2,400,000 ms after the last change', () => {
    const { ledger, clock, sessionStore } = makeKit();
    ledger.record('albums', 'removed', ['l.1']);
    clock.advance(2_000_000);
    ledger.record('albums', 'removed', ['l.2']);
    clock.advance(2_399_999);
    expect(Object.keys(ledger.read().albums.removed)).toEqual(['l.1', 'l.2']);
    clock.advance(1);
    expect(ledger.read().albums.removed).toEqual({});
    expect(sessionStore.keys()).toEqual([]);
  });

  it('adding drops a removal and the reverse; only albums and playlists are followed; no user, no ledger', () => {
    const { ledger, session } = makeKit();
    ledger.record('albums', 'removed', ['l.1']);
    ledger.record('albums', 'added', ['l.1']);
    expect(ledger.read().albums).toEqual({ added: { 'l.1': expect.any(Number) }, removed: {} });
    ledger.record('songs', 'removed', ['i.1']);
    expect(ledger.reconcile('songs', [{ id: 'i.1' }])).toEqual([{ id: 'i.1' }]);
    session.setUserToken(null);
    ledger.record('albums', 'removed', ['l.9']);
    expect(ledger.read().albums.removed).toEqual({});
  });
});
