import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';
import type { ReturnLabelLookupResult } from '../../api/returnlabel';

/** How a step answered: its `status`. */
export type ReturnLabelOutcome = ReturnLabelLookupResult['status'];

/** Step 1 answered: the order was found (`ok`, on to step 2) or not (`nok`, the server's message shows). */
export const returnLabelOrderLookedUp = createAction<{ status: ReturnLabelOutcome }>(
  'returnLabel/orderLookedUp',
);

/** Step 2 answered: the label was created (`ok`, back to step 1 with the message) or refused (`nok`). */
export const returnLabelCreated = createAction<{ status: ReturnLabelOutcome }>('returnLabel/created');

const status = (outcome: ReturnLabelOutcome) => (outcome === 'ok' ? 'success' : 'failure');

export const returnLabelActionToEvents: ActionToEvents = (action) => {
  if (returnLabelOrderLookedUp.match(action)) {
    return [
      {
        event: 'return_label',
        return_label_step: 'order_lookup',
        return_label_status: status(action.payload.status),
      },
    ];
  }
  if (returnLabelCreated.match(action)) {
    return [
      {
        event: 'return_label',
        return_label_step: 'create',
        return_label_status: status(action.payload.status),
      },
    ];
  }
  return [];
};
