import { resourceIndexOf } from '../catalog/resource-index.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RouteFamily } from '../http/router.ts';
import { resourceRoutes, sendPage } from './resource-routes.ts';

/**
 * The fitness host (002 §7 Fitness): workouts, contributors (trainers), modalities and
 * workout-programs by id and ids=, with their relationships (paged), plus the editorial items
 * under editorial/{sf}/editorial-items (002 §7 "editorial-items under editorial"): by id, ids=,
 * or all of them, each with its contents inlined.
 */
export function fitnessRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  const { extras } = index;
  return {
    prefixes: ['/v1/'],
    routes: [
      ...resourceRoutes(index, {
        types: ['workouts', 'contributors', 'modalities', 'workout-programs'],
        // The short lists (modalities, trainers, programs) can be listed whole; workouts need ids=.
        collection: (ctx, view, type) => {
          const all = type === 'modalities' ? extras.modalities : type === 'contributors' ? extras.contributors : type === 'workout-programs' ? extras.workoutPrograms : undefined;
          if (!all) return false;
          sendPage(ctx, `/v1/catalog/${view.storefront}/${type}`, {}, index.serializeAll([...all.keys()].map((id) => ({ type, id })), view), { limit: 25, maxLimit: 100 });
          return true;
        },
      }),
      ...resourceRoutes(index, {
        types: ['editorial-items'],
        root: 'editorial',
        collection: (ctx, view) => {
          const items = [...extras.editorialItems.keys()].map((id) => index.serialize({ type: 'editorial-items', id }, view, true));
          sendPage(ctx, `/v1/editorial/${view.storefront}/editorial-items`, {}, items.filter((r) => r !== undefined), { limit: 25, maxLimit: 100 });
          return true;
        },
      }),
    ],
  };
}
