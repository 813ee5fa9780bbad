import { type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { randomText } from './inputs';

/**
 * The boutiques' decision on a reservation needs their integration token: the verifier checks that the
 * operation refuses callers without it or with a wrong one (401) and, given the token (--boutique-token), that
 * it is accepted by deciding on a reservation that does not exist (404). It decides nothing: a reservation's
 * id is not in the shopper's answer, so a run cannot find its own. Real decisions are covered by the server's
 * tests (`src/server/routes/boutique.test.ts`).
 */
export const boutiqueReservation = (): Scenario => ({
  operationId: 'decideBoutiqueReservation',
  async run(t) {
    const input = { path: { reservationId: 1, decision: 'cancel' } };
    const refused = { status: 401, code: 'unauthorized' } as const;
    await t.rejects('decideBoutiqueReservation', 'without Authorization', input, refused);
    await t.rejects(
      'decideBoutiqueReservation',
      'with a made-up bearer token',
      { ...input, headers: { Authorization: `Bearer ${randomText(40)}` } },
      refused,
    );
    const token = t.token('boutiqueToken');
    if (!token) return;
    await t.rejects(
      'decideBoutiqueReservation',
      'with the boutique token, a reservation that does not exist',
      {
        path: { reservationId: 2147483647, decision: 'cancel' },
        headers: { Authorization: `Bearer ${token}` },
      },
      { status: 404 },
    );
  },
});
