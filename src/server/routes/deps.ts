import type { ServerEnv } from '../../../config/env';
import type { Database } from '../db/types';
import type { IntegrationsEnv } from '../domain/store/store-config';
import type { StoreRegistry } from '../domain/store/store-registry';
import type { DevToolsAccess } from '../plugins/dev-tools-access';
import type { SessionCookies } from '../plugins/session';

/** Without PUBLIC_URL (tests, embedded apps) mails link to the default local shop. */
export const shopOrigin = (env: RouteDeps['env']): string => env.publicUrl ?? 'http://localhost:3000';

/** What route modules are built from: nothing global, so tests can build as many apps as they like. */
export interface RouteDeps {
  db: Database;
  stores: StoreRegistry;
  env: Pick<ServerEnv, 'gtmContainerId' | 'devMailbox' | 'sandboxApprovals'> &
    Partial<
      Pick<
        ServerEnv,
        | 'smtpUrl'
        | 'mailFrom'
        | 'publicUrl'
        | 'erpToken'
        | 'boutiqueToken'
        | 'mapTiles'
        | 'visitorCountryHeader'
      >
    > & {
      /** The tag loader's and the chat provider's scripts (defaults: the public tag host, the built-in chat). */
      integrations?: IntegrationsEnv;
    };
  cookies: SessionCookies;
  /** The development tools' boot token; without it, the tools answer this machine only. */
  devTools?: DevToolsAccess;
  version: string;
  startedAt: number;
}
