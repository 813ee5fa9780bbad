import { checkoutMessages as m } from './messages';

/** Spec 2.7: the checkout's named steps, in order. The code is what analytics receives. */
export const CHECKOUT_STEPS = [
  { code: 'shipping', title: m.stepShipping },
  { code: 'payment', title: m.stepPayment },
] as const;

export type CheckoutStepCode = (typeof CHECKOUT_STEPS)[number]['code'];

export const stepNumber = (code: CheckoutStepCode): number =>
  CHECKOUT_STEPS.findIndex((step) => step.code === code) + 1;
