import type { Handlers } from '../contract/handler-types';
import { decideReservation } from '../domain/reservation/holds';
import { carriesBearerToken } from '../domain/security/bearer-token';
import { HttpError } from '../lib/http-error';
import type { RouteDeps } from './deps';

/** The boutiques' integration: mark a reservation collected or cancelled (bearer token, like the ERP feed). */
export function boutiqueRoutes({ db, env }: RouteDeps): Handlers {
  return {
    decideBoutiqueReservation: async ({ params, request, reply }) => {
      if (!carriesBearerToken(request.headers.authorization, env.boutiqueToken)) {
        reply.header('WWW-Authenticate', 'Bearer realm="caseback-boutique"');
        throw new HttpError(401, 'unauthorized', 'A valid boutique token is required.');
      }
      return decideReservation(db, params.reservationId, params.decision);
    },
  };
}
