import { defineMessages } from '../../../common/i18n/define-messages';

/** What the return label's steps answer (spec 7). */
export const RETURN_LABEL_MESSAGES = defineMessages({
  // The same words whether the order does not exist, its details differ or it is another store's.
  notFound: {
    id: 'api.returnLabel.notFound',
    defaultMessage: 'We could not find an order with these details. Please check them and try again.',
  },
  expired: {
    id: 'api.returnLabel.expired',
    defaultMessage: 'Your session for this return has expired. Please look up your order again.',
  },
  nothingChosen: {
    id: 'api.returnLabel.nothingChosen',
    defaultMessage: 'Please choose at least one item to return.',
  },
  // `{name}`: the product's name, as ordered.
  notReturnable: { id: 'api.returnLabel.notReturnable', defaultMessage: '{name} cannot be returned.' },
  alreadyReturned: {
    id: 'api.returnLabel.alreadyReturned',
    defaultMessage: 'A return label already covers these items.',
  },
  tooMany: {
    id: 'api.returnLabel.tooMany',
    defaultMessage: 'Too many requests. Please try again in {retryAfterS} seconds.',
  },
  // `{incrementId}`: the order number; `{email}`: the order's e-mail address.
  created: {
    id: 'api.returnLabel.created',
    defaultMessage: 'Your return label for order {incrementId} is ready. We have also sent it to {email}.',
  },
});
