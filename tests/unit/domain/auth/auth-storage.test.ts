import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, SimulatedClock } from '@mediakit/adapters/node';
import { AUTH_STORAGE_NAMES, AuthStorage, authStorageKey, cookieWriteOptions } from '../../../../core/src/domain/auth/index.ts';
import { COOKIE_NAMES } from '../../../../core/src/domain/constants/index.ts';
import { USER_TOKEN } from './auth-fixtures.ts';

const DAY = 86_400_000;

describe('000 §9 storage keys: lowercase prefix.teamId', () => {
  it('keys every auth value under the lower-cased prefix and team', () => {
    expect(authStorageKey('Music', 'MKTEAM0001', 'media-user-token')).toBe('music.mkteam0001.media-user-token');
  });

  it('stores the six cookie names the spec handles', () => {
    expect([...AUTH_STORAGE_NAMES].sort()).toEqual(['itre', 'itua', 'media-user-token', 'mut-refresh', 'pldfltcid', 'pltvcid']);
  });
});

describe('000 §9 cookie lifetimes: default 14 days, reflector 166 days, account 180 days on path /', () => {
  it('gives each kind of write its lifetime and path', () => {
    expect(cookieWriteOptions('default')).toEqual({ maxAgeMs: 14 * DAY, path: '/' });
    expect(cookieWriteOptions('reflected')).toEqual({ maxAgeMs: 166 * DAY, path: '/' });
    expect(cookieWriteOptions('account')).toEqual({ maxAgeMs: 180 * DAY, path: '/' });
  });

  it('persist cookie: the token cookie expires after 180 days', () => {
    const clock = new SimulatedClock();
    const storage = new AuthStorage(new MemoryKeyValueStore('cookie', clock), 'music', 'TEAM');
    storage.write(COOKIE_NAMES.mediaUserToken, USER_TOKEN);
    clock.advance(180 * DAY - 1);
    expect(storage.read(COOKIE_NAMES.mediaUserToken)).toBe(USER_TOKEN);
    clock.advance(1);
    expect(storage.read(COOKIE_NAMES.mediaUserToken)).toBeNull();
  });

  it('persist cookie: a reflected copy expires after 166 days', () => {
    const clock = new SimulatedClock();
    const storage = new AuthStorage(new MemoryKeyValueStore('cookie', clock), 'music', 'TEAM');
    storage.write(COOKIE_NAMES.restricted, '1', 'reflected');
    clock.advance(166 * DAY);
    expect(storage.read(COOKIE_NAMES.restricted)).toBeNull();
  });

  it('persist localstorage: entries stay until removed', () => {
    const clock = new SimulatedClock();
    const store = new MemoryKeyValueStore('local', clock);
    const storage = new AuthStorage(store, 'music', 'TEAM');
    storage.write(COOKIE_NAMES.mediaUserToken, USER_TOKEN);
    clock.advance(400 * DAY);
    expect(store.get('music.team.media-user-token')).toBe(USER_TOKEN);
  });

  it('clear forgets every auth value and nothing else', () => {
    const clock = new SimulatedClock();
    const store = new MemoryKeyValueStore('local', clock);
    store.set('unrelated', 'keep');
    const storage = new AuthStorage(store, 'music', 'TEAM');
    for (const name of AUTH_STORAGE_NAMES) storage.write(name, 'v');
    storage.clear();
    expect(store.keys()).toEqual(['unrelated']);
  });
});
