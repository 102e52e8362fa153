import { randomBytes } from 'node:crypto';
import { findListener, type AccountListener } from './test-listeners.ts';

/**
 * A user token the library accepts (000 §5: it ends with a base64-like run of at least 32
 * characters ending '=='): base64 of 64 random bytes is 86 characters and '=='.
 */
export function issueUserToken(): string {
  return randomBytes(64).toString('base64');
}

/** 000 §5 user-token rule, as the emulator checks what it issues. */
export const USER_TOKEN_RULE = /[A-Za-z0-9+/]{30,}==$/;

/** Per-token state of a signed-in listener. */
export interface AccountRecord {
  readonly token: string;
  readonly listener: AccountListener;
  /** cids per namespace (000 §7 infoRefresh answer). */
  readonly cids: Readonly<Record<string, string>>;
  revoked: boolean;
  /** Whether infoRefresh ran: /account/web/info has acknowledgements only afterwards (000 §7). */
  infoRefreshed: boolean;
}

/**
 * Who holds which user token: subscription, restriction and revocation per token. Tokens from
 * renewMusicToken belong to the same listener; logout revokes (000 §7).
 */
export class AccountStore {
  readonly #records = new Map<string, AccountRecord>();

  /** Signs a listener in; undefined for a listener who cannot sign in (decliner, unavailable). */
  issue(listenerId: string): AccountRecord | undefined {
    const listener = findListener(listenerId);
    if (!listener || listener.outcome !== 'authorize') return undefined;
    const suffix = randomBytes(6).toString('hex');
    return this.#add({ listener, cids: { music: `dflt-${suffix}`, tv: `tv-${suffix}` } });
  }

  find(token: string | undefined): AccountRecord | undefined {
    return token === undefined ? undefined : this.#records.get(token);
  }

  /** A record usable now (known and not revoked). */
  active(token: string | undefined): AccountRecord | undefined {
    const record = this.find(token);
    return record && !record.revoked ? record : undefined;
  }

  revoke(token: string): boolean {
    const record = this.#records.get(token);
    if (!record) return false;
    record.revoked = true;
    return true;
  }

  /** A new token for the same listener (000 §7 renewMusicToken); undefined for a revoked or unknown token. */
  renew(token: string): AccountRecord | undefined {
    const record = this.active(token);
    return record ? this.#add({ listener: record.listener, cids: record.cids, infoRefreshed: record.infoRefreshed }) : undefined;
  }

  list(): readonly AccountRecord[] {
    return [...this.#records.values()];
  }

  clear(): void {
    this.#records.clear();
  }

  #add(input: { listener: AccountListener; cids: Readonly<Record<string, string>>; infoRefreshed?: boolean }): AccountRecord {
    let token = issueUserToken();
    while (this.#records.has(token)) token = issueUserToken();
    const record: AccountRecord = { token, listener: input.listener, cids: input.cids, revoked: false, infoRefreshed: input.infoRefreshed ?? false };
    this.#records.set(token, record);
    return record;
  }
}
