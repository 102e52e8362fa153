import { bitrateForDownlink } from '../../domain/constants/index.ts';
import { PlaybackBitrate } from '../../domain/enums/index.ts';

/**
 * The listener-facing playback settings an app changes at run time (`music.previewOnly`,
 * `music.bitrate`): one writer (the instance), read at each play by the controllers (preloading,
 * 002 §4), the full-or-preview choice (000 §1) and the full-track preparation (002 §9 bitrate).
 * Before, each read the configuration, so a change made after `configure` changed nothing.
 *
 * @example
 * const settings = new PlaybackSettings({ previewOnly: false, bitrate: PlaybackBitrate.HIGH });
 * settings.previewOnly = true; // the next item resolves to its preview
 */
export class PlaybackSettings {
  previewOnly: boolean;
  bitrate: PlaybackBitrate;

  constructor(initial: { readonly previewOnly: boolean; readonly bitrate: PlaybackBitrate }) {
    this.previewOnly = initial.previewOnly;
    this.bitrate = initial.bitrate;
  }

  /**
   * From configuration; without a configured bitrate, 000 §9: the connection's downlink
   * (× 100 kbit/s; above 64 → 256), HIGH when the browser does not say.
   */
  static configured(configuration: { readonly previewOnly?: boolean; readonly bitrate?: PlaybackBitrate }, downlinkMbps: number | null): PlaybackSettings {
    const bitrate = configuration.bitrate ?? (downlinkMbps === null ? PlaybackBitrate.HIGH : bitrateForDownlink(downlinkMbps * 100));
    return new PlaybackSettings({ previewOnly: configuration.previewOnly ?? false, bitrate });
  }
}
