// Bytes page: a page that plays video (see bytes-page.ts).
import { installBytesPage } from './bytes-page.ts';

installBytesPage('video');
