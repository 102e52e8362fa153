import type { Clock } from '../../ports/clock.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import { createDataClients, type DataClients } from '../../domain/api/clients/data-clients.ts';
import type { DataContext } from '../../domain/api/data-context.ts';
import { ServerLedger } from '../../domain/api/server-ledger.ts';

/** Every data client of 002 §7, plus the listener's server ledger (002 §3), as `music.api` offers them. */
export interface InstanceDataClients extends DataClients {
  readonly ledger: ServerLedger;
}

/** What the instance's data clients are built over: the instance's own data context and session storage. */
export interface InstanceDataClientsSetup {
  readonly context: DataContext;
  /** Session storage: the ledger lives for the tab (002 §3). */
  readonly sessionStore: KeyValueStore;
  readonly clock: Pick<Clock, 'now'>;
  /** The signed-in listener's token; the ledger is per listener, none without one. */
  readonly userToken: () => string | null;
}

/**
 * Builds the clients the instance's `api` reaches (the data-clients feature's module, loaded on
 * the first call): every catalogue host uses the instance's one data context, as the provider
 * serves them all from the configured API base.
 */
export function createInstanceDataClients(setup: InstanceDataClientsSetup): InstanceDataClients {
  const ledger = new ServerLedger(setup.sessionStore, setup.clock, { userToken: setup.userToken });
  return { ...createDataClients({ music: setup.context, ledger }), ledger };
}
