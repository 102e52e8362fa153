/**
 * The script-tag (IIFE) build's entry: `tools/build` bundles this file into
 * `adapters/dist/script-tag/mediakit.js` for pages that load MediaKit with a classic
 * `<script>` and use the global `MusicKit` (MUSICKIT-SURFACE.md, Loading). The ES-module
 * packages never import it: it is the only file with a side effect on import.
 */
import { installScriptTagMusicKit } from './script-tag.installer.ts';

installScriptTagMusicKit(window);
