import { describe, expect, it } from 'vitest';
import { reasonForHttpStatus } from '../../../../core/src/domain/errors/index.ts';

describe('000 §8 HTTP status mapping', () => {
  it.each<[number, string]>([
    [400, 'REQUEST_ERROR'],
    [413, 'REQUEST_ERROR'],
    [414, 'REQUEST_ERROR'],
    [401, 'UNAUTHORIZED_ERROR'],
    [403, 'ACCESS_DENIED'],
    [404, 'NOT_FOUND'],
    [405, 'NOT_FOUND'],
    [501, 'NOT_FOUND'],
    [429, 'QUOTA_EXCEEDED'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('000 §8 HTTP status mapping: %i → %s', (status, reason) => {
    expect(reasonForHttpStatus(status)).toBe(reason);
  });

  it.each([0, 200, 302, 402, 408, 502, 504, 599])('000 §8 HTTP status mapping: anything else (%i) → NETWORK_ERROR', (status) => {
    expect(reasonForHttpStatus(status)).toBe('NETWORK_ERROR');
  });
});
