import { describe, expect, it } from 'vitest';
import { RecordingHttpClient, SimulatedClock, jsonResponse } from '@mediakit/adapters/node';
import { DeveloperTokenProvider } from '../../../../core/src/domain/api/index.ts';
import { OriginAllowList } from '../../../../core/src/domain/auth/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { ProviderHttp, StorefrontLookup } from '../../../../core/src/services/auth/index.ts';
import { DEVELOPER_TOKEN } from '../../domain/auth/auth-fixtures.ts';
import { HOSTS } from './auth-kit.ts';

function lookupAnswering(status: number, body: unknown) {
  const http = new RecordingHttpClient((request) => jsonResponse(status, body, request.url));
  const lookup = new StorefrontLookup(new ProviderHttp(http, new DeveloperTokenProvider(DEVELOPER_TOKEN, new SimulatedClock()), new OriginAllowList()), HOSTS);
  return { http, lookup };
}

describe('000 §7 GET {api}/v1/storefronts: a data list; errors are rejected', () => {
  it('lists the storefront ids with the developer token only', async () => {
    const { http, lookup } = lookupAnswering(200, { data: [{ id: 'us' }, { id: 'gb' }] });
    await expect(lookup.storefrontIds()).resolves.toEqual(['us', 'gb']);
    expect(http.requests[0]!.url).toBe('https://api.music.apple.com/v1/storefronts');
    expect(Object.keys(http.requests[0]!.headers ?? {})).toEqual(['Authorization']);
  });

  it('infers from the browser language', async () => {
    const { lookup } = lookupAnswering(200, { data: [{ id: 'us' }, { id: 'de' }] });
    await expect(lookup.infer(['de-DE'])).resolves.toBe('de');
    await expect(lookup.infer(['de'])).resolves.toBe('us');
  });

  it('rejects an errors field and a failed answer', async () => {
    const withErrors = lookupAnswering(200, { errors: [{ status: '400', title: 'Bad' }] });
    await expect(withErrors.lookup.storefrontIds()).rejects.toBeInstanceOf(MKError);
    const failed = lookupAnswering(503, {});
    await expect(failed.lookup.storefrontIds()).rejects.toMatchObject({ errorCode: MKError.SERVICE_UNAVAILABLE });
  });
});
