import { apiErrorMessage, errorStatus } from '../../api/errors';
import { watchRegistrationApi } from '../../api/watchRegistration';
import type { AppThunk } from '../../app/listening';
import { watchRegistered } from '../../events/watch-registration';
import { ensureFormKey } from '../../lib/ensureFormKey';
import { watchRegistrationEnded } from './events';
import {
  registerAnswered,
  registerFailed,
  registerStarted,
  selectWatchRegistration,
} from './watchRegistrationSlice';

/**
 * 'Add to my collection' for a signed-in customer (spec 4.3-4.5): the checked watch (its serial, or empty for
 * a caseback lookup, which the server resolves with the chosen product) goes to the register call with the
 * newsletter choice, the store id and the session's form key. Success tells my watches (`watchRegistered`).
 */
export const registerCheckedWatch = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const flow = selectWatchRegistration(getState());
  const { selected, store } = flow;
  if (flow.loading || !selected || !store) return;
  dispatch(registerStarted());
  const formKey = await dispatch(ensureFormKey(store.code));
  const result = formKey
    ? await dispatch(
        watchRegistrationApi.endpoints.registerWatch.initiate({
          storeCode: store.code,
          registerWatchRequest: {
            serial: flow.serial,
            sku: selected.product_sku,
            newsletter_subscribe: flow.newsletter ? 1 : 0,
            store_id: store.id,
            form_key: formKey,
          },
        }),
      )
    : null;
  const ended = (outcome: 'success' | 'failure') =>
    watchRegistrationEnded({ outcome, method: flow.method, sku: selected.product_sku });
  if (result && 'data' in result && result.data) {
    dispatch(registerAnswered(result.data));
    dispatch(ended(result.data.success ? 'success' : 'failure'));
    if (result.data.success) dispatch(watchRegistered({ serial: flow.serial, sku: selected.product_sku }));
    return;
  }
  // No answer: spec 8's wording; a refusal the server worded (signed out meanwhile) explains itself.
  const status = result && 'error' in result ? errorStatus(result.error) : null;
  const refusal =
    status !== null && status < 500 && result && 'error' in result ? apiErrorMessage(result.error) : null;
  dispatch(registerFailed(refusal ?? undefined));
  dispatch(ended('failure'));
};
