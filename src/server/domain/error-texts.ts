import { defineMessages } from '../../common/i18n/define-messages';

/** The answers every part of the API may give (a missing resource, a stale form, a failure of ours). */
export const ERROR_TEXTS = defineMessages({
  notFound: { id: 'api.notFound', defaultMessage: 'The requested resource was not found.' },
  formKeyInvalid: { id: 'api.formKeyInvalid', defaultMessage: 'Invalid form key. Please refresh the page.' },
  internal: {
    id: 'api.internalError',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
  },
  // `{store}` is the store code from the address, as typed.
  storeNotFound: { id: 'api.storeNotFound', defaultMessage: 'Store "{store}" does not exist.' },
  // `{id}`: the category id as sent.
  noCategory: { id: 'api.catalog.noCategory', defaultMessage: 'Category {id} does not exist.' },
  // `{urlKey}`: the product's URL key as sent.
  noProduct: { id: 'api.catalog.noProduct', defaultMessage: 'No product with URL key "{urlKey}".' },
  // `{identifier}`: the story's identifier as sent.
  noStory: { id: 'api.content.noStory', defaultMessage: 'No story "{identifier}" in this store.' },
  // `{sku}`: the watch's SKU as sent.
  noWatch: { id: 'api.catalog.noWatch', defaultMessage: 'No watch with SKU "{sku}".' },
  requiredField: { id: 'api.validation.requiredField', defaultMessage: 'This is a required field.' },
});
