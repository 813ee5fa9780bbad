import type { SavedShipping } from './shipping/ShippingStep';
import type { ShippingFormValues } from './shipping/shippingValues';
import type { CheckoutStepCode } from './steps';

/**
 * The checkout's steps as a small state machine. `visit` counts the steps shown, so that showing the same
 * step again (back from payment to shipping) is a new step view for analytics.
 */
export type CheckoutFlowState =
  | { step: 'shipping'; visit: number; values: ShippingFormValues; saved: SavedShipping | null }
  | { step: 'payment'; visit: number; values: ShippingFormValues; saved: SavedShipping };

export type CheckoutFlowEvent = { type: 'shippingSaved'; saved: SavedShipping } | { type: 'shippingEdited' };

export const startCheckout = (values: ShippingFormValues): CheckoutFlowState => ({
  step: 'shipping',
  visit: 1,
  values,
  saved: null,
});

export function checkoutFlow(state: CheckoutFlowState, event: CheckoutFlowEvent): CheckoutFlowState {
  switch (event.type) {
    case 'shippingSaved':
      return { step: 'payment', visit: state.visit + 1, values: event.saved.values, saved: event.saved };
    case 'shippingEdited':
      return state.step === 'payment' ? { ...state, step: 'shipping', visit: state.visit + 1 } : state;
  }
}

export const currentStep = (state: CheckoutFlowState): CheckoutStepCode => state.step;
