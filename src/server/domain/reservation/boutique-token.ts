import { boutiqueTokenPath } from '../../../../config/env';
import { resolveBearerToken, type BearerToken } from '../security/bearer-token';

/**
 * The boutiques' integration token (collect or cancel a reservation): BOUTIQUE_TOKEN when set; otherwise the
 * one in `$DATA_DIR/boutique-token`, created on first boot.
 */
export const resolveBoutiqueToken = (dataDir: string, fromEnv: string | undefined): BearerToken =>
  resolveBearerToken(boutiqueTokenPath(dataDir), fromEnv, 'BOUTIQUE_TOKEN', 'a boutique token');
