import { resourceIndexOf } from '../catalog/resource-index.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RouteFamily } from '../http/router.ts';
import { resourceRoutes } from './resource-routes.ts';

/** The books host (002 §7 Books: audio-books): GET catalog/{sf}/audio-books?ids= and /{id}. */
export function bookRoutes(services: EmulatorServices): RouteFamily {
  return { prefixes: ['/v1/'], routes: resourceRoutes(resourceIndexOf(services), { types: ['audio-books'] }) };
}
