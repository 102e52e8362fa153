import type { AccountStore } from './auth/account-store.ts';
import type { DeveloperTokenIssuer } from './auth/developer-token-issuer.ts';
import type { EmbeddingOrigins } from './auth/embedding-origins.ts';
import type { Catalog } from './catalog/catalog.types.ts';
import type { MediaFixtures } from './fixtures/media-fixtures.ts';
import type { FaultSwitchboard } from './http/fault-switchboard.ts';
import type { RequestRecorder } from './http/request-recorder.ts';
import type { MediaFaults } from './routes/media-faults.ts';

/** What route families share: the catalogue, the committed media and the test switches. */
export interface EmulatorServices {
  readonly catalog: Catalog;
  readonly media: MediaFixtures;
  /** Directory served under /media/. */
  readonly mediaRoot: string;
  readonly recorder: RequestRecorder;
  readonly faults: FaultSwitchboard;
  /** Clips served rewritten (looped, another KEYID): the media and play routes both read them. */
  readonly mediaFaults: MediaFaults;
  /** Signed-in listeners per user token: subscription, restriction, revocation (auth and account routes). */
  readonly accounts: AccountStore;
  /** The developer's allow-listed embedding origins: the auth bridge answers only these (issue 22). */
  readonly embedding: EmbeddingOrigins;
  /** Developer tokens issued and revoked by tests, besides the fixed one (issue 21 rotation). */
  readonly developerTokens: DeveloperTokenIssuer;
}
