// Bytes page: an audio-only page (see bytes-page.ts).
import { installBytesPage } from './bytes-page.ts';

installBytesPage('audio');
