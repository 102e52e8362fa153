import type { Cancel } from './scheduler.ts';

/**
 * Encrypted Media Extensions, reduced to what licensing needs (001 §4 key sessions, §7 licence
 * request). Key systems are named as EME names them: 'com.apple.fps', 'com.widevine.alpha',
 * 'com.microsoft.playready', 'org.w3.clearkey'.
 */
export interface DrmSystem {
  /** The first key system of `preferred` this platform supports, or `null` ('NO DRM'). */
  requestAccess(preferred: readonly string[], capabilities: DrmCapabilities): Promise<DrmAccess | null>;
}
export const DrmSystem: unique symbol = Symbol.for('mediakit.DrmSystem');

export interface DrmCapabilities {
  readonly audioContentTypes: readonly string[];
  readonly videoContentTypes?: readonly string[];
  readonly persistentState?: 'required' | 'optional' | 'not-allowed';
}

export interface DrmAccess {
  readonly keySystem: string;
  setServerCertificate(certificate: Uint8Array): Promise<void>;
  createSession(): DrmSession;
}

export interface DrmSession {
  readonly sessionId: string;
  generateRequest(initDataType: string, initData: Uint8Array): Promise<void>;
  /** Licence challenges the CDM wants sent to the key server. */
  onMessage(listener: (challenge: Uint8Array, messageType: string) => void): Cancel;
  onKeyStatusesChange(listener: (statuses: ReadonlyMap<string, string>) => void): Cancel;
  update(license: Uint8Array): Promise<void>;
  close(): Promise<void>;
}
