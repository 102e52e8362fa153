// Authorization enums (000 §3 Auth state and Enumerations; MUSICKIT-SURFACE.md).

/**
 * Listener authorization. 000 §3 fixes unavailable at -1 and the order; the other numbers come
 * from the public surface. "Authorized" means above DENIED (000 §3), so RESTRICTED counts.
 */
export enum AuthorizationStatus {
  UNAVAILABLE = -1,
  NOT_DETERMINED = 0,
  DENIED = 1,
  RESTRICTED = 2,
  AUTHORIZED = 3,
}

/** Provider realms (000 §3 Realm: music, podcast, tv). Numbers are ours, in the spec's order. */
export enum Realm {
  MUSIC = 0,
  PODCAST = 1,
  TV = 2,
}
