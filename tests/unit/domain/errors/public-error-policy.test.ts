import { describe, expect, it } from 'vitest';
import { isRethrownToCaller, shouldShowErrorDialog } from '../../../../core/src/domain/errors/index.ts';

// 002 §8: "The first eight, from CONTENT_EQUIVALENT to USER_INTERACTION_REQUIRED ... are
// rethrown to the caller. The others show an error dialog unless it is suppressed."
const RETHROWN = [
  'CONTENT_EQUIVALENT',
  'CONTENT_RESTRICTED',
  'CONTENT_UNAVAILABLE',
  'CONTENT_UNSUPPORTED',
  'SERVER_ERROR',
  'SUBSCRIPTION_ERROR',
  'UNSUPPORTED_ERROR',
  'USER_INTERACTION_REQUIRED',
];
const DIALOG = [
  'CONFIGURATION_ERROR',
  'INVALID_ARGUMENTS',
  'AUTHORIZATION_ERROR',
  'TOKEN_EXPIRED',
  'ACCESS_DENIED',
  'MEDIA_PLAYBACK',
  'MEDIA_DESCRIPTOR',
  'OUTPUT_RESTRICTED',
  'DEVICE_LIMIT',
  'GEO_BLOCK',
  'PLAYREADY_CBC_ENCRYPTION_ERROR',
  'AGE_GATE',
];

describe('002 §8 Public surface reasons: rethrown or shown', () => {
  it.each(RETHROWN)('002 §8 public surface: %s is rethrown to the caller', (reason) => {
    expect(isRethrownToCaller(reason)).toBe(true);
    expect(shouldShowErrorDialog(reason, false)).toBe(false);
  });

  it.each(DIALOG)('002 §8 public surface: %s shows an error dialog', (reason) => {
    expect(isRethrownToCaller(reason)).toBe(false);
    expect(shouldShowErrorDialog(reason, false)).toBe(true);
  });

  it.each(DIALOG)('002 §8 public surface: %s shows no dialog when the error dialog is suppressed', (reason) => {
    expect(shouldShowErrorDialog(reason, true)).toBe(false);
  });
});
