import type { Cancel } from './scheduler.ts';
import { token } from './token.ts';

/**
 * The page's window as the authorization flows see it (000 §2, §4, §7): pop-ups, hidden
 * frames, cross-window messages with their origin, the address hash, visibility and unload.
 * Adapters: `BrowserWindowHost`, and `ScriptedWindowHost` (Node fake) whose pop-ups and
 * messages a test scripts.
 */
export interface WindowHost {
  /** This page's origin, e.g. 'https://app.example'. */
  readonly origin: string;
  /** Opens a pop-up; `null` when the browser blocked it. */
  openPopup(url: string, target: string, features: PopupFeatures): PopupHandle | null;
  /** Submits a hidden POST form into the named target (000 §2, authorize by POST). */
  submitForm(action: string, fields: Readonly<Record<string, string>>, target: string): void;
  /** Adds a hidden frame (the auth bridge, 000 §2). */
  openHiddenFrame(url: string): FrameHandle;
  /** Every message posted to this window, with the sender's origin as the browser reports it. */
  onMessage(listener: (message: WindowMessage) => void): Cancel;
  /** The address hash without '#'; '' when none. */
  readonly hash: string;
  /** Removes the hash from the address without reloading (000 §2 start-up hash). */
  clearHash(): void;
  /**
   * Optional: this page's address without its hash, and a same-tab navigation to another
   * address. Together they let a sign-in run by redirect (the provider sends the listener back
   * with a start-up hash, 000 §2); hosts without them sign in by pop-up only.
   */
  readonly address?: string;
  navigate?(url: string): void;
  readonly visibility: 'visible' | 'hidden';
  onVisibilityChange(listener: (visibility: 'visible' | 'hidden') => void): Cancel;
  /**
   * Optional: whether the platform says it is on a network (navigator.onLine), and a listener for
   * its `online` event. Issue 21: a request that failed while offline is retried when the network
   * returns instead of on a fixed back-off; hosts without them retry on the back-off alone.
   */
  readonly online?: boolean;
  onOnline?(listener: () => void): Cancel;
  /** Called when the page is being unloaded (pagehide). */
  onUnload(listener: () => void): Cancel;
  /** Opens a URL in a new window or tab (dialog buttons, deeplinks). */
  openExternal(url: string): void;
}
export const WindowHost = token<WindowHost>('WindowHost');

export interface PopupFeatures {
  readonly width: number;
  readonly height: number;
  /** Screen coordinates of the top-left corner; the adapter centres when absent. */
  readonly left?: number;
  readonly top?: number;
}

export interface PopupHandle {
  /** Polled every 500 ms by the authorizer (000 §9). */
  readonly closed: boolean;
  close(): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface FrameHandle {
  postMessage(message: unknown, targetOrigin: string): void;
  remove(): void;
}

export interface WindowMessage {
  readonly origin: string;
  readonly data: unknown;
  /** Whether the sender is a window this host opened (pop-up or frame), when known. */
  readonly source: 'popup' | 'frame' | 'other';
}
