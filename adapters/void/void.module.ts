import { ContainerModule } from 'inversify';
import { Clock, MediaSinkLoader, Scheduler } from '@mediakit/core';
import { VoidSinkLoader } from './void-sink.loader.ts';

/** Registers the void backend as one more MediaSinkLoader in a host's container (the browser host binds it itself; DESIGN.md: one line per host). */
export function voidModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MediaSinkLoader)
      .toResolvedValue((clock: Clock, scheduler: Scheduler) => new VoidSinkLoader({ clock, scheduler }), [Clock, Scheduler])
      .inSingletonScope();
  });
}
