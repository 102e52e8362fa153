/**
 * Every optional backend's registration, for builds that ship all of them: the script-tag
 * bundle (which carries its own hls.js and shaka-player) and the workspace's test and demo pages.
 * An npm app registers only the ones it installs (see ./backends.ts). A unit test checks this
 * covers every optional line of BROWSER_BACKENDS.
 */
import { hlsjsBackend } from '../hlsjs/index.ts';
import { shakaBackend } from '../shaka/index.ts';
import type { BackendRegistration } from './backends.ts';

export const EVERY_OPTIONAL_BACKEND: readonly BackendRegistration[] = [hlsjsBackend, shakaBackend];
