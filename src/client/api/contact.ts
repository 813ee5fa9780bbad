import type { FetchArgs } from '@reduxjs/toolkit/query';
import { contactGenApi } from './contact.gen';
import { urlencodedFormBody } from './form-body';

/** Magento's contact form, posted as the browser serializes it (urlencoded); it changes nothing cached. */
export const contactApi = contactGenApi.enhanceEndpoints({
  endpoints: {
    postContactForm: (definition) => {
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: urlencodedFormBody(arg.contactRequest),
      });
      definition.invalidatesTags = [];
    },
  },
});

export const { usePostContactFormMutation } = contactApi;

export type { ContactRequest, ContactResult } from './contact.gen';
