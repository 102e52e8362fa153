/**
 * The privacy (GDPR) acknowledgement version the bundle requires. 000 §9 says GDPR is needed
 * when the stored version is below the required one, without showing the number; configuration
 * may raise it.
 */
export const DEFAULT_REQUIRED_PRIVACY_VERSION = 1;

/** True when the account info brought no acknowledgements (000 §7: then infoRefresh, then info again). */
export function isAcknowledgementEmpty(acknowledgement: unknown): boolean {
  if (acknowledgement === null || acknowledgement === undefined || acknowledgement === '') return true;
  if (Array.isArray(acknowledgement)) return acknowledgement.length === 0;
  return typeof acknowledgement === 'object' && Object.keys(acknowledgement).length === 0;
}

/**
 * The acknowledged version for a realm namespace: `{ music: 2 }` → 2. A bare number applies to
 * every namespace; anything unreadable is 0 (never acknowledged).
 */
export function acknowledgedVersion(acknowledgement: unknown, namespace: string): number {
  if (typeof acknowledgement === 'number' || typeof acknowledgement === 'string') return toVersion(acknowledgement);
  if (typeof acknowledgement !== 'object' || acknowledgement === null) return 0;
  return toVersion((acknowledgement as Record<string, unknown>)[namespace]);
}

/** 000 §9: GDPR is required when the stored acknowledgement version is below the required one. */
export function needsGdpr(storedVersion: number, requiredVersion: number): boolean {
  return storedVersion < requiredVersion;
}

function toVersion(value: unknown): number {
  const version = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(version) ? version : 0;
}
