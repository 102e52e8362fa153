// 000 §6: the reporting id goes with play activity only when the app allows it (configure
// `allowReportingId`, default off); the setup's per-event context carries that permission.
import { describe, expect, it } from 'vitest';
import { activityReporterSetup } from '../../../../core/src/services/activity/activity-reporter.setup.ts';
import { activityReporterSources } from '../../../../core/src/services/activity/play-activity.setup.ts';
import { SIGNED_OUT_LISTENER } from '../../../../core/src/services/activity/play-activity-listener.ts';

function contextFor(allowReportingId: boolean | undefined) {
  const configuration = { developerToken: 'token', apiBase: 'https://api.example/v1', ...(allowReportingId === undefined ? {} : { allowReportingId }) };
  const ports = { http: {}, database: {}, clock: {}, scheduler: {}, random: {}, logger: {}, cookie: {}, environment: undefined } as never;
  const sources = activityReporterSources(configuration, { developerTokens: { current: undefined } } as never, { storefrontId: 'us' }, SIGNED_OUT_LISTENER, ports);
  return activityReporterSetup(sources!).options.context!();
}

describe('configure({ allowReportingId }) reaches play activity (000 §6, issue 15)', () => {
  it('allowed: the context carries the permission the record builder reads', () => {
    expect(contextFor(true)).toMatchObject({ storefront: 'us', allowReportingId: true });
  });

  it('default and false: no permission, so no reporting id', () => {
    expect(contextFor(undefined)['allowReportingId']).toBeUndefined();
    expect(contextFor(false)['allowReportingId']).toBeUndefined();
  });
});
