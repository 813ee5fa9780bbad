import type { ServerEnv } from '../../../config/env';
import type { Database } from '../db/types';
import type { StoreRegistry } from '../domain/store/store-registry';
import type { SessionCookies } from '../plugins/session';

/** What route modules are built from: nothing global, so tests can build as many apps as they like. */
export interface RouteDeps {
  db: Database;
  stores: StoreRegistry;
  env: Pick<ServerEnv, 'gtmContainerId' | 'devMailbox'> &
    Partial<Pick<ServerEnv, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'erpToken' | 'boutiqueToken'>>;
  cookies: SessionCookies;
  version: string;
  startedAt: number;
}
