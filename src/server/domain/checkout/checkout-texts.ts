import { defineMessages } from '../../../common/i18n/define-messages';

/** What the checkout's address, pickup and gift message checks refuse (spec 3, 5), in the shopper's words. */
export const CHECKOUT_TEXTS = defineMessages({
  // `{country}`: the country code as sent.
  noDelivery: {
    id: 'api.checkout.noDelivery',
    defaultMessage: 'We do not deliver to the country "{country}".',
  },
  street: { id: 'api.checkout.street', defaultMessage: 'Please enter a street address.' },
  // `{country}`: the country's name, as configured.
  regionFromList: {
    id: 'api.checkout.regionFromList',
    defaultMessage: 'Please choose a region of {country} from the list.',
  },
  regionAsText: {
    id: 'api.checkout.regionAsText',
    defaultMessage: '{country} has no region list: send the region as text.',
  },
  postcodeRequired: {
    id: 'api.checkout.postcodeRequired',
    defaultMessage: 'Please enter a Zip/Postal Code.',
  },
  pickupMissing: {
    id: 'api.checkout.pickupMissing',
    defaultMessage: 'Please choose a pickup date and time for boutique pickup.',
  },
  pickupNotADate: {
    id: 'api.checkout.pickupNotADate',
    defaultMessage: 'The pickup date is not a valid date (yy-mm-dd).',
  },
  // `{first}`, `{last}`: the first and last days offered, as the date picker shows them.
  pickupWindow: {
    id: 'api.checkout.pickupWindow',
    defaultMessage: 'Please choose a pickup date between {first} and {last}.',
  },
  // `{times}`: the offered times, comma-separated.
  pickupTime: { id: 'api.checkout.pickupTime', defaultMessage: 'Please choose a pickup time among {times}.' },
  // `{char}`: the character the engraver cannot write.
  giftCharacter: {
    id: 'api.checkout.giftCharacter',
    defaultMessage: 'Character ({char}) is not currently supported.',
  },
  giftTooLong: {
    id: 'api.checkout.giftTooLong',
    defaultMessage: 'The gift message is limited to {max} characters.',
  },
});
