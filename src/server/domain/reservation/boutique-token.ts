import { boutiqueTokenPath } from '../../../../config/env';
import type { Database } from '../../db/types';
import { resolveBearerToken, sharedBearerToken, type BearerToken } from '../security/bearer-token';

/**
 * The boutiques' integration token (collect or cancel a reservation): BOUTIQUE_TOKEN when set; otherwise the
 * one in `$DATA_DIR/boutique-token`, created on first boot and, on PostgreSQL, shared by every process.
 */
export const sharedBoutiqueToken = (
  db: Database,
  dataDir: string,
  fromEnv: string | undefined,
): Promise<BearerToken> =>
  sharedBearerToken(db, {
    path: boutiqueTokenPath(dataDir),
    fromEnv,
    envName: 'BOUTIQUE_TOKEN',
    label: 'a boutique token',
    name: 'boutique',
  });

/** This process's token: BOUTIQUE_TOKEN, or `$DATA_DIR/boutique-token` (created on first boot). */
export const resolveBoutiqueToken = (dataDir: string, fromEnv: string | undefined): BearerToken =>
  resolveBearerToken(boutiqueTokenPath(dataDir), fromEnv, 'BOUTIQUE_TOKEN', 'a boutique token');
