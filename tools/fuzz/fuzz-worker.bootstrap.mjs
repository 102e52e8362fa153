// Worker threads do not inherit tsx's TypeScript loader: register it, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./fuzz-worker.ts');
