import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';
import type { LookupMethod, WatchRegistrationStep } from './steps';

/** The modal moved to a step (spec 2.9's codes), after the watch was looked up by serial or by caseback. */
export const watchRegistrationStepReached = createAction<{
  step: WatchRegistrationStep;
  method: LookupMethod;
}>('watchRegistration/stepReached');

/** 'Add to my collection' was answered: the watch joined the collection, or the server refused it. */
export const watchRegistrationEnded = createAction<{
  outcome: 'success' | 'failure';
  method: LookupMethod;
  sku: string;
}>('watchRegistration/ended');

export const watchRegistrationActionToEvents: ActionToEvents = (action) => {
  if (watchRegistrationStepReached.match(action)) {
    return [
      {
        event: 'watch_registration',
        watch_registration_step: action.payload.step,
        watch_registration_method: action.payload.method,
      },
    ];
  }
  if (watchRegistrationEnded.match(action)) {
    return [
      {
        event: 'watch_registration',
        watch_registration_status: action.payload.outcome,
        watch_registration_method: action.payload.method,
        product_sku: action.payload.sku,
      },
    ];
  }
  return [];
};
