/**
 * The core's bindings: the ONLY core file that imports inversify (DESIGN.md). Core classes stay
 * plain (no decorators); each is bound with `toResolvedValue(factory, [tokens])`, so the container
 * never depends on emitted decorator metadata. Hosts load this module beside their adapters'.
 */
import { ContainerModule } from 'inversify';
import { Logger } from '../ports/logger.ts';
import { MediaSinkLoader } from '../ports/media-sink.ts';
import { PlaybackBackends } from '../services/playback/playback-backends.ts';
import { SinkPlayer } from '../services/playback/sink-player.ts';
import { SinkSelector } from '../services/playback/sink-selector.ts';

export const coreModule = new ContainerModule(({ bind }) => {
  bind(SinkSelector)
    .toResolvedValue(
      // A host without any backend (a server render) still resolves, with nothing to play on.
      (loaders: MediaSinkLoader[] | undefined, backends: PlaybackBackends, logger: Logger) => new SinkSelector(loaders ?? [], backends, logger),
      [{ serviceIdentifier: MediaSinkLoader, isMultiple: true, optional: true }, PlaybackBackends, Logger],
    )
    .inSingletonScope();
  bind(SinkPlayer)
    .toResolvedValue((selector: SinkSelector, logger: Logger) => new SinkPlayer(selector, logger), [SinkSelector, Logger])
    .inSingletonScope();
});
