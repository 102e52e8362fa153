import { COOKIE_NAMES } from '../constants/index.ts';
import { Realm } from '../enums/index.ts';

/** The namespace a realm's cids and acknowledgements are keyed by (000 §3 "cids per realm namespace"). */
export function namespaceOf(realm: Realm): string {
  return realm === Realm.TV ? 'tv' : realm === Realm.PODCAST ? 'podcasts' : 'music';
}

/**
 * The cookie a namespace's cid is kept in (000 §9 cookie names): the tv cid in pltvcid, every
 * other namespace's in the default pldfltcid. `undefined` for a namespace we do not know.
 */
export function cidStorageName(namespace: string): string | undefined {
  if (namespace === 'tv') return COOKIE_NAMES.tvCid;
  if (namespace === 'music' || namespace === 'podcasts' || namespace === 'default') return COOKIE_NAMES.defaultCid;
  return undefined;
}
