// 002 §4 Click-to-play tracking through an instance built by the headless host: the app hands its
// reporting agent to `configure({ reportingAgent })` (the spec names no endpoint for the report,
// docs/decisions.md "Click-to-play report"), and each play it starts is reported there once.
import { describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError, PlaybackStates, type PlaybackStartupReport } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/emulator-server.ts';
import { emulatorForFile, firstAlbumId } from './emulated-instance.helper.ts';

const provider = emulatorForFile();

async function configuredWithAgent(reportingAgent: (report: PlaybackStartupReport) => void) {
  const { MusicKit, host } = createHeadlessMusicKit();
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${provider().origin}/v1`, reportingAgent });
  return { music, host: host() };
}

describe('002 §4 Click-to-play tracking, reported to the app\'s reporting agent', () => {
  it('002 §4 registered at play initiation, reported once on can-play (playbackStartup, success, tapToFirstFrame in ms, VOD), then cleared', async () => {
    const reports: PlaybackStartupReport[] = [];
    const { music, host } = await configuredWithAgent((report) => reports.push(report));
    await music.setQueue({ album: firstAlbumId(provider()) });
    const playing = music.play();
    await host.clock.advanceAsync(300);
    await playing;
    await host.clock.advanceAsync(10);
    expect(music.playbackState).toBe(PlaybackStates.playing);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ event: 'playbackStartup', result: 'success', playType: 'VOD' });
    expect(reports[0]!.tapToFirstFrame).toBeGreaterThanOrEqual(0);
    // Cleared: the item playing on reports nothing more.
    await host.clock.advanceAsync(5_000);
    expect(reports).toHaveLength(1);
  });

  it('an agent that throws costs a log line, never the play it reports on', async () => {
    const { music, host } = await configuredWithAgent(() => {
      throw new Error('metrics endpoint down');
    });
    await music.setQueue({ album: firstAlbumId(provider()) });
    const playing = music.play();
    await host.clock.advanceAsync(300);
    await expect(playing).resolves.toBeUndefined();
    await host.clock.advanceAsync(10);
    expect(music.playbackState).toBe(PlaybackStates.playing);
    expect(host.logger.messages('warning')).toContain('The reporting agent threw on playbackStartup');
  });

  it('without an agent the report is a log line', async () => {
    const { MusicKit, host } = createHeadlessMusicKit();
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${provider().origin}/v1` });
    await music.setQueue({ album: firstAlbumId(provider()) });
    const playing = music.play();
    await host().clock.advanceAsync(300);
    await playing;
    await host().clock.advanceAsync(10);
    expect(host().logger.messages('info')).toContain('playbackStartup');
  });

  it('a reportingAgent that is not a function is a CONFIGURATION_ERROR at configure', async () => {
    const { MusicKit } = createHeadlessMusicKit();
    await expect(
      MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${provider().origin}/v1`, reportingAgent: 'https://metrics.example' as never }),
    ).rejects.toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR });
  });
});
