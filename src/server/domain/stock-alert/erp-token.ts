import { erpTokenPath } from '../../../../config/env';
import type { Database } from '../../db/types';
import {
  carriesBearerToken,
  resolveBearerToken,
  sharedBearerToken,
  type BearerToken,
} from '../security/bearer-token';

export type ErpToken = BearerToken;

/**
 * The ERP integration's token: ERP_TOKEN when set; otherwise the one in `$DATA_DIR/erp-token`, created on
 * first boot (see resolveBearerToken), which `npm run stock` on the same machine reads.
 */
export const resolveErpToken = (dataDir: string, fromEnv: string | undefined): ErpToken =>
  resolveBearerToken(erpTokenPath(dataDir), fromEnv, 'ERP_TOKEN', 'an ERP token');

/** The ERP token every process on one PostgreSQL accepts (see sharedBearerToken); on PGlite, the file's. */
export const sharedErpToken = (
  db: Database,
  dataDir: string,
  fromEnv: string | undefined,
): Promise<ErpToken> =>
  sharedBearerToken(db, {
    path: erpTokenPath(dataDir),
    fromEnv,
    envName: 'ERP_TOKEN',
    label: 'an ERP token',
    name: 'erp',
  });

/** Whether an Authorization header carries the ERP token (compared in constant time). */
export const carriesErpToken = carriesBearerToken;
