import { FEATURE_DEFAULTS, FEATURE_DISABLE_PREFIX } from '../constants/index.ts';

/**
 * Feature switches (002 §9: enhanced-hls, seamless-audio-transitions, api-data-store,
 * disable-data-store-record-reuse, api-pagination-metadata), toggled by a list in which a
 * leading '-' disables a feature.
 *
 * @example
 * const flags = new FeatureFlags({ 'enhanced-hls': true });
 * flags.configure('api-data-store,-enhanced-hls');
 * flags.isEnabled('api-data-store'); // true
 */
export class FeatureFlags {
  readonly #enabled = new Map<string, boolean>();

  constructor(defaults: Readonly<Record<string, boolean>> = {}) {
    for (const [name, on] of Object.entries(defaults)) this.#enabled.set(name, on);
  }

  /** Applies a list ('a,-b' or ['a', '-b']) in order; later entries win. */
  configure(list: string | readonly string[]): void {
    const entries = typeof list === 'string' ? list.split(',') : list;
    for (const raw of entries) {
      if (typeof raw !== 'string') continue;
      const entry = raw.trim();
      const disable = entry.startsWith(FEATURE_DISABLE_PREFIX);
      const name = disable ? entry.slice(FEATURE_DISABLE_PREFIX.length).trim() : entry;
      if (name !== '') this.#enabled.set(name, !disable);
    }
  }

  isEnabled(name: string): boolean {
    return this.#enabled.get(name) === true;
  }

  enable(name: string): void {
    this.#enabled.set(name, true);
  }

  disable(name: string): void {
    this.#enabled.set(name, false);
  }

  /** The enabled features, in the order they were first named. */
  enabledFeatures(): string[] {
    return [...this.#enabled].filter(([, on]) => on).map(([name]) => name);
  }
}

/**
 * The feature flags of a configuration (002 §9): the 001 §9 defaults, then the app's
 * `features` list in order ('-name' disables).
 *
 * @example
 * featureFlagsFor(['api-data-store', '-seamless-audio-transitions']).isEnabled('api-data-store'); // true
 */
export function featureFlagsFor(features: readonly string[] | string | undefined): FeatureFlags {
  const flags = new FeatureFlags(FEATURE_DEFAULTS);
  if (features !== undefined) flags.configure(features);
  return flags;
}
