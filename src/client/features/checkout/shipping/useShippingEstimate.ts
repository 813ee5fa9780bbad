import { useEffect, useState } from 'react';
import type { CartRef } from '../../../api/cart';
import { useEstimateShippingMethodsMutation, type ShippingMethod } from '../../../api/checkout';
import { EstimateShippingRequest } from '../../../api/contract-facts';

export type EstimateState =
  | { status: 'loading'; methods: ShippingMethod[] }
  | { status: 'ready'; methods: ShippingMethod[] }
  | { status: 'failed'; methods: [] };

interface EstimateAddress {
  country_id: string;
  postcode: string;
  region_id: string;
  region: string;
}

// Typing a postcode is one change, not seven: wait until the shopper pauses.
export const ESTIMATE_DELAY_MS = 400;

/** Shipping methods for the address as it stands, estimated again whenever country, region or postcode change. */
export function useShippingEstimate(ref: CartRef, address: EstimateAddress): EstimateState {
  const [estimate] = useEstimateShippingMethodsMutation();
  const [state, setState] = useState<EstimateState>({ status: 'loading', methods: [] });
  const { country_id, postcode, region_id, region } = address;

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', methods: previous.methods }));
      const code = postcode.trim();
      const request = {
        address: {
          country_id,
          postcode: code && code.length <= EstimateShippingRequest.address.postcode.maxLength ? code : null,
          region_id: region_id ? Number(region_id) : null,
          region: region.trim().slice(0, EstimateShippingRequest.address.region.maxLength) || null,
        },
      };
      estimate(ref, request).then(
        (methods) => current && setState({ status: 'ready', methods }),
        () => current && setState({ status: 'failed', methods: [] }),
      );
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [estimate, ref, country_id, postcode, region_id, region]);

  return state;
}
