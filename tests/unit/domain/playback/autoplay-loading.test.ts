import { describe, expect, it } from 'vitest';
import { SeededRandom } from '@mediakit/adapters/node';
import { AutoplayManager, SerialController, whilePlayingAtOnce, type AutoplayTrackSource } from '../../../../core/src/domain/playback/index.ts';
import { Realm } from '../../../../core/src/domain/enums/authorization.enums.ts';
import { Queue } from '../../../../core/src/domain/queue/index.ts';
import { autoplayLimits } from '../../../../core/src/services/playback/autoplay.setup.ts';
import { song } from '../media-item/media-item.fixtures.ts';
import { serialHarness } from './controller.fixtures.ts';

// 002 §4 Autoplay when its code loads on first use (the autoplay feature), and 002 §9 limits.

const source: AutoplayTrackSource = {
  start: async () => ({ stationId: 'ra.1', tracks: [song('a1'), song('a2')] }),
  nextTracks: async () => [song('a3')],
};

function lazySerial(load: () => Promise<{ source: AutoplayTrackSource; realm: () => Realm; AutoplayManager: typeof AutoplayManager }>) {
  const parts = serialHarness();
  const queue = new Queue({ random: new SeededRandom(1) }, { items: [song('1'), song('2')] });
  const controller = new SerialController({ engine: parts.engine, queue, scheduler: parts.clock, logger: parts.logger, isAuthorized: () => true, autoplay: load, whilePlaying: whilePlayingAtOnce });
  controller.activate();
  return { controller, queue };
}

describe('002 §4 autoplay loaded on first use', () => {
  it('nothing loads until autoplayEnabled = true; then it starts and autoplayEnabledDidChange fires once', async () => {
    let loads = 0;
    const { controller, queue } = lazySerial(async () => {
      loads++;
      return { source, realm: () => Realm.MUSIC, AutoplayManager };
    });
    const changes: boolean[] = [];
    controller.addEventListener('autoplayEnabledDidChange', ({ autoplayEnabled }) => changes.push(autoplayEnabled));
    expect(loads).toBe(0);
    controller.autoplayEnabled = true;
    await controller.whenAutoplayLoaded();
    await controller.autoplay?.whenIdle();
    expect(loads).toBe(1);
    expect(changes).toEqual([true]);
    expect(queue.autoplayItems.map((item) => item.id)).toEqual(['a1', 'a2']);
  });

  it('the last call wins while the code loads: true then false leaves autoplay off, with no event', async () => {
    const { controller, queue } = lazySerial(async () => ({ source, realm: () => Realm.MUSIC, AutoplayManager }));
    const changes: boolean[] = [];
    controller.addEventListener('autoplayEnabledDidChange', ({ autoplayEnabled }) => changes.push(autoplayEnabled));
    controller.autoplayEnabled = true;
    controller.autoplayEnabled = false;
    await controller.whenAutoplayLoaded();
    expect(controller.autoplayEnabled).toBe(false);
    expect(changes).toEqual([]);
    expect(queue.autoplayItems).toEqual([]);
  });

  it('a failed load leaves autoplay off; the next autoplayEnabled = true tries again', async () => {
    let attempt = 0;
    const { controller } = lazySerial(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk failed');
      return { source, realm: () => Realm.MUSIC, AutoplayManager };
    });
    controller.autoplayEnabled = true;
    await controller.whenAutoplayLoaded();
    expect(controller.autoplayEnabled).toBe(false);
    controller.autoplayEnabled = true;
    await controller.whenAutoplayLoaded();
    expect(controller.autoplayEnabled).toBe(true);
  });
});

describe('002 §9 autoplay limits from configuration', () => {
  it('configured values replace the 001 §9 defaults; values that are not positive integers are ignored', () => {
    expect(autoplayLimits({ maxUpcomingTracksToMaintain: 3 })).toEqual({ maxQueueSizeForAutoplay: 50, maxQueueSizeInRequest: 10, maxUpcomingTracksToMaintain: 3 });
    expect(autoplayLimits({ maxQueueSizeForAutoplay: -1, maxQueueSizeInRequest: 2.5, maxUpcomingTracksToMaintain: Number.NaN })).toEqual({
      maxQueueSizeForAutoplay: 50,
      maxQueueSizeInRequest: 10,
      maxUpcomingTracksToMaintain: 10,
    });
  });
});

describe("002 §4, §8 a station's queue refuses edits from outside its controller", () => {
  it('append, prepend and insertAt throw what the guard throws; the owner still edits', () => {
    const queue = new Queue({ random: new SeededRandom(1) }, { items: [song('1')] });
    queue.refuseEdits((operation) => {
      throw new Error(`no ${operation}`);
    });
    expect(() => queue.append(song('2'))).toThrow('no append');
    expect(() => queue.prepend(song('2'))).toThrow('no prepend');
    expect(() => queue.insertAt(0, song('2'))).toThrow('no insert');
    expect(queue.length).toBe(1);
    queue.asOwner(() => queue.append(song('2')));
    expect(queue.items.map((item) => item.id)).toEqual(['1', '2']);
    expect(() => queue.append(song('3'))).toThrow('no append');
  });
});
