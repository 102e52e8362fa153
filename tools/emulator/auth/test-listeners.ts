/**
 * The listeners the emulator's sign-in page offers (000 §1: listeners with or without a
 * subscription; 000 §6: restricted, denied or unavailable). Three sign in and get a user token;
 * two end the pop-up without one (decline rejects 1, unavailable rejects -1, 000 §4).
 */
export type ListenerId = 'subscriber' | 'non-subscriber' | 'restricted' | 'decliner' | 'unavailable';

export interface AccountListener {
  readonly id: 'subscriber' | 'non-subscriber' | 'restricted';
  readonly outcome: 'authorize';
  readonly name: string;
  /** Two-letter storefront (000 §7 /me/storefront answer). */
  readonly storefront: string;
  /** Three-letter storefront (000 §7 /account/web/info storeFrontISO3A). */
  readonly storefrontIso3: string;
  readonly subscriptionActive: boolean;
  /** The authorize message's restricted flag (000 §7). */
  readonly restricted: boolean;
  readonly parentalControlsData: { readonly musicParentalControlsEnabled: boolean; readonly videoContentRestrictions: unknown };
  /** Privacy acknowledgement version per namespace once infoRefresh has run (000 §7, §9). */
  readonly privacyVersion: number;
}

export interface RefusingListener {
  readonly id: 'decliner' | 'unavailable';
  readonly outcome: 'decline' | 'unavailable';
  readonly name: string;
}

export type TestListener = AccountListener | RefusingListener;

export const TEST_LISTENERS: readonly TestListener[] = [
  {
    id: 'subscriber',
    outcome: 'authorize',
    name: 'Sam Subscriber',
    storefront: 'us',
    storefrontIso3: 'USA',
    subscriptionActive: true,
    restricted: false,
    parentalControlsData: { musicParentalControlsEnabled: false, videoContentRestrictions: false },
    privacyVersion: 1,
  },
  {
    id: 'non-subscriber',
    outcome: 'authorize',
    name: 'Nia Non-subscriber',
    storefront: 'gb',
    storefrontIso3: 'GBR',
    subscriptionActive: false,
    restricted: false,
    parentalControlsData: { musicParentalControlsEnabled: false, videoContentRestrictions: false },
    privacyVersion: 0,
  },
  {
    id: 'restricted',
    outcome: 'authorize',
    name: 'Rory Restricted',
    storefront: 'us',
    storefrontIso3: 'USA',
    subscriptionActive: true,
    restricted: true,
    parentalControlsData: { musicParentalControlsEnabled: true, videoContentRestrictions: { movies: 'PG', tv: 'TV-PG' } },
    privacyVersion: 1,
  },
  { id: 'decliner', outcome: 'decline', name: 'Dana Decliner' },
  { id: 'unavailable', outcome: 'unavailable', name: 'Uma Unavailable' },
];

export function findListener(id: unknown): TestListener | undefined {
  return TEST_LISTENERS.find((listener) => listener.id === id);
}
