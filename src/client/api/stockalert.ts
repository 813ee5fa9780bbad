import type { FetchArgs } from '@reduxjs/toolkit/query';
import { stockalertGenApi, type StockAlertRequest } from './stockalert.gen';

/** The form's fields as the spec's call sends them (spec 7): urlencoded, leaving out the unset ones. */
export function stockAlertFormBody(request: StockAlertRequest): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) if (value !== undefined) fields.set(name, value);
  return fields;
}

/**
 * The back-in-stock subscription. The generated endpoint would send JSON; this one keeps its URL and method
 * and posts the same fields as a form (fetch sets the urlencoded content type for URLSearchParams). An alert
 * changes nothing the shop shows, so nothing is invalidated.
 */
export const stockAlertApi = stockalertGenApi.enhanceEndpoints({
  endpoints: {
    subscribeStockAlert: (definition) => {
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: stockAlertFormBody(arg.stockAlertRequest),
      });
      definition.invalidatesTags = [];
    },
  },
});

export const { useSubscribeStockAlertMutation } = stockAlertApi;

export type { StockAlertRequest, StockAlertResult } from './stockalert.gen';
