import type { PaymentMethodCode } from '../../../../config/checkout';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';

/**
 * Providers by payment method. Both methods use the built-in sandbox until a real provider is configured
 * here (pay-later and wallet express would each get their own adapter).
 */
const PROVIDERS: Record<PaymentMethodCode, PaymentProvider> = {
  caseback_paylater: sandboxProvider,
  caseback_wallet: sandboxProvider,
};

export const paymentProviderFor = (method: PaymentMethodCode): PaymentProvider => PROVIDERS[method];
