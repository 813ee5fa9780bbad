import { erpTokenPath } from '../../../../config/env';
import { carriesBearerToken, resolveBearerToken, type BearerToken } from '../security/bearer-token';

export type ErpToken = BearerToken;

/**
 * The ERP integration's token: ERP_TOKEN when set; otherwise the one in `$DATA_DIR/erp-token`, created on
 * first boot (see resolveBearerToken), which `npm run stock` on the same machine reads.
 */
export const resolveErpToken = (dataDir: string, fromEnv: string | undefined): ErpToken =>
  resolveBearerToken(erpTokenPath(dataDir), fromEnv, 'ERP_TOKEN', 'an ERP token');

/** Whether an Authorization header carries the ERP token (compared in constant time). */
export const carriesErpToken = carriesBearerToken;
