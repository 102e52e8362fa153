import { FetchHttpClient } from '@mediakit/adapters/browser';
import { RecordingHttpClient } from '@mediakit/adapters/node';
import { httpClientContract } from './http-client.contract.ts';

httpClientContract('FetchHttpClient (browser adapter, on the platform fetch)', () => new FetchHttpClient());
httpClientContract('RecordingHttpClient forwarding to the network (Node fake)', () => new RecordingHttpClient(RecordingHttpClient.forwardingToNetwork()));
