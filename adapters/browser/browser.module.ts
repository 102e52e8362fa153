import { ContainerModule } from 'inversify';
import { Clock, DialogPresenter, WindowHost, Environment, Features, HttpClient, KeyValueStore, Logger, MediaSession, Random, Scheduler, type LogLevelName } from '@mediakit/core';
import { BrowserEnvironment } from './browser-environment.ts';
import { BrowserMediaElementPool } from './browser-media-element-pool.ts';
import { BrowserMediaSession } from './browser-media-session.ts';
import { BrowserWindowHost } from './browser-window-host.ts';
import { ConsoleLogger } from './console-logger.ts';
import { CookieKeyValueStore } from './cookie-key-value-store.ts';
import { CryptoRandom } from './crypto-random.ts';
import { domDialogs } from './dom-dialog.feature.ts';
import { FetchHttpClient } from './fetch-http-client.ts';
import { SystemClock } from './system-clock.ts';
import { WebStorageKeyValueStore } from './web-storage-key-value-store.ts';
import { Database } from '@mediakit/core';
import { IndexedDbDatabase } from './indexeddb-database.ts';

export interface BrowserModuleOptions {
  readonly logLevel?: LogLevelName | 'none';
  /** A fetch to use instead of the page's (000 §3 `fetch` configuration option). */
  readonly fetch?: typeof globalThis.fetch;
}

/** Storage that may be missing or throw on access (sandboxed frames, disabled cookies). */
function storageOrNull(read: () => Storage): Storage | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The page's IndexedDB factory, or null where there is none or reading it throws. */
function indexedDbOrNull(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

/** The browser platform behind the core's ports. */
export function browserModule(options: BrowserModuleOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const clock = new SystemClock();
    bind(Clock).toConstantValue(clock);
    bind(Scheduler).toConstantValue(clock);
    bind(Random).toConstantValue(new CryptoRandom());
    bind(Logger).toConstantValue(new ConsoleLogger(options.logLevel));
    bind(Environment).toConstantValue(new BrowserEnvironment());
    // The play-activity outbox (000 §7); without IndexedDB (sandboxed, old engines) nothing is bound and activity is not reported.
    const idb = indexedDbOrNull();
    if (idb) bind(Database).toResolvedValue(() => new IndexedDbDatabase(idb)).inSingletonScope();
    bind(HttpClient).toResolvedValue(() => new FetchHttpClient(options.fetch)).inSingletonScope();
    bind(KeyValueStore.local).toResolvedValue(() => new WebStorageKeyValueStore('local', storageOrNull(() => localStorage), clock)).inSingletonScope();
    bind(KeyValueStore.session).toResolvedValue(() => new WebStorageKeyValueStore('session', storageOrNull(() => sessionStorage), clock)).inSingletonScope();
    bind(KeyValueStore.cookie).toResolvedValue(() => new CookieKeyValueStore(document)).inSingletonScope();
    bind(BrowserMediaElementPool).toResolvedValue(() => new BrowserMediaElementPool()).inSingletonScope();
    // The DOM dialog is a feature: it loads with the first dialog shown (dom-dialog.feature.ts).
    bind(DialogPresenter).toResolvedValue((features: Features) => domDialogs(features), [Features]).inSingletonScope();
    bind(MediaSession).toResolvedValue(() => new BrowserMediaSession()).inSingletonScope();
    // Resolved on first use, so a server render that never signs in never touches window.
    bind(WindowHost).toResolvedValue(() => new BrowserWindowHost(window)).inSingletonScope();
  });
}
