import { type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { randomText } from './inputs';

/**
 * The boutiques' decision on a reservation needs their integration token, which the verifier is not given: it
 * checks that the operation refuses callers without it or with a wrong one (401) and decides nothing. Real
 * decisions are covered by the server's tests (`src/server/routes/boutique.test.ts`).
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
  },
});
