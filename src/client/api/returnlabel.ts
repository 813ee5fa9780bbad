import type { FetchArgs } from '@reduxjs/toolkit/query';
import { urlencodedFormBody } from './form-body';
import { returnlabelGenApi } from './returnlabel.gen';

/**
 * The return label's two steps (spec 7), posted form-encoded as the spec says. Neither changes anything the
 * app caches (the label is a file, the order history does not show returns).
 */
export const returnLabelApi = returnlabelGenApi.enhanceEndpoints({
  endpoints: {
    lookupReturnLabelOrder: (definition) => {
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: urlencodedFormBody(arg.returnLabelLookupRequest),
      });
      definition.invalidatesTags = [];
    },
    createReturnLabel: (definition) => {
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: urlencodedFormBody(arg.returnLabelCreateRequest),
      });
      definition.invalidatesTags = [];
    },
  },
});

export const { useLookupReturnLabelOrderMutation, useCreateReturnLabelMutation } = returnLabelApi;

export type {
  ReturnLabelCreateRequest,
  ReturnLabelForm,
  ReturnLabelItem,
  ReturnLabelLookupRequest,
  ReturnLabelLookupResult,
} from './returnlabel.gen';
