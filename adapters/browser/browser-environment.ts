import type { Environment } from '@mediakit/core';

interface NetworkInformationLike {
  readonly downlink?: number;
  readonly saveData?: boolean;
}

/** Capabilities read from the browser, lazily, so constructing it under SSR touches nothing. */
export class BrowserEnvironment implements Environment {
  get isServer(): boolean {
    return typeof window === 'undefined' || typeof document === 'undefined';
  }

  get userAgent(): string {
    return globalThis.navigator?.userAgent ?? '';
  }

  get languages(): readonly string[] {
    const navigator = globalThis.navigator;
    if (!navigator) return [];
    return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
  }

  get devicePixelRatio(): number {
    return globalThis.devicePixelRatio ?? 1;
  }

  get isIOS(): boolean {
    const navigator = globalThis.navigator;
    // iPadOS reports itself as a Mac with touch.
    return /iPad|iPhone|iPod/.test(this.userAgent) || (navigator?.platform === 'MacIntel' && (navigator.maxTouchPoints ?? 0) > 1);
  }

  get isMobile(): boolean {
    return this.isIOS || /Android|Mobile/.test(this.userAgent);
  }

  get downlinkMbps(): number | null {
    const downlink = networkInformation()?.downlink;
    return typeof downlink === 'number' ? downlink : null;
  }

  get saveData(): boolean {
    return networkInformation()?.saveData === true;
  }

  supportsMediaSource(mimeWithCodecs: string): boolean {
    return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(mimeWithCodecs);
  }

  get supportsEncryptedMedia(): boolean {
    return typeof globalThis.navigator?.requestMediaKeySystemAccess === 'function';
  }
}

/** The Network Information API, where the browser has it (Chromium; not Safari or Firefox). */
function networkInformation(): NetworkInformationLike | undefined {
  return (globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
}
