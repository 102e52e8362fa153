import { MemoryLogger, SeededRandom, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import { Realm } from '../../../../core/src/domain/enums/index.ts';
import type { MediaItem } from '../../../../core/src/domain/media-item/index.ts';
import {
  AutoplayManager,
  ContinuousController,
  SerialController,
  type AutoplayTrackSource,
  type PlayActivityIntent,
  type StationTrackLoader,
  whilePlayingAtOnce,
} from '../../../../core/src/domain/playback/index.ts';
import { Queue } from '../../../../core/src/domain/queue/index.ts';
import { FakePlaybackEngine } from './fake-playback-engine.ts';

export { flushMicrotasks };

export interface Harness<C> {
  readonly controller: C;
  readonly engine: FakePlaybackEngine;
  readonly clock: SimulatedClock;
  readonly logger: MemoryLogger;
  readonly queue: Queue;
  readonly intents: PlayActivityIntent[];
  authorized: boolean;
  previewOnly: boolean;
  realm: Realm;
}

function base() {
  const engine = new FakePlaybackEngine();
  const clock = new SimulatedClock();
  const logger = new MemoryLogger();
  const queue = new Queue({ random: new SeededRandom(11), logger });
  return { engine, clock, logger, queue };
}

export function serialHarness(options: { autoplay?: AutoplayTrackSource } = {}): Harness<SerialController> {
  const parts = base();
  const harness = { ...parts, intents: [] as PlayActivityIntent[], authorized: true, previewOnly: false, realm: Realm.MUSIC } as Harness<SerialController> & {
    controller: SerialController;
  };
  const controller = new SerialController({
    engine: parts.engine,
    queue: parts.queue,
    scheduler: parts.clock,
    logger: parts.logger,
    isAuthorized: () => harness.authorized,
    isPreviewOnly: () => harness.previewOnly,
    whilePlaying: whilePlayingAtOnce,
    ...(options.autoplay ? { autoplay: { source: options.autoplay, realm: () => harness.realm, AutoplayManager } } : {}),
  });
  (harness as { controller: SerialController }).controller = controller;
  controller.addEventListener('playActivityIntent', (intent) => harness.intents.push(intent));
  controller.activate();
  return harness;
}

export function continuousHarness(loader: StationTrackLoader): Harness<ContinuousController> {
  const parts = base();
  const harness = { ...parts, intents: [] as PlayActivityIntent[], authorized: true, previewOnly: false, realm: Realm.MUSIC } as Harness<ContinuousController>;
  const controller = new ContinuousController({
    engine: parts.engine,
    queue: parts.queue,
    scheduler: parts.clock,
    logger: parts.logger,
    isAuthorized: () => harness.authorized,
    whilePlaying: whilePlayingAtOnce,
    loader,
  });
  (harness as { controller: ContinuousController }).controller = controller;
  controller.addEventListener('playActivityIntent', (intent) => harness.intents.push(intent));
  controller.activate();
  return harness;
}

/** Plays (through the 250 ms play/pause debounce) and lets the promises settle. */
export async function playNow(harness: Harness<{ play(): Promise<void> }>): Promise<void> {
  const done = harness.controller.play();
  await harness.clock.advanceAsync(250);
  await done;
}

/** A compact view of the intents: 'skip a->b', 'play b', 'stop a', 'play b (seamless)'. */
export function describeIntents(intents: readonly PlayActivityIntent[]): string[] {
  return intents.map((intent) => {
    switch (intent.kind) {
      case 'play':
        return `play ${intent.item.id}${intent.seamless ? ' (seamless)' : ''}`;
      case 'skip':
        return `skip ${intent.from?.id ?? '-'}->${intent.item.id}`;
      case 'stop':
        return `stop ${intent.item?.id ?? '-'}`;
    }
  });
}

export function itemIds(items: readonly (MediaItem | undefined)[]): (string | undefined)[] {
  return items.map((item) => item?.id);
}
