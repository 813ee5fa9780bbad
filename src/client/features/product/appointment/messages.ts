import { defineMessages } from '../../../../common/i18n/define-messages';

/**
 * The video appointment's modal (namespace `product`, the `appointment` part); its form fields are the services',
 * the product page's button is in buttonMessages.ts.
 */
export const appointmentMessages = defineMessages({
  // brand: the watch house's name.
  title: {
    id: 'product.appointment.title',
    defaultMessage: 'Make an online appointment with the {brand} Team',
  },
  // name: the watch (in <strong>); sku: its reference number.
  lead: {
    id: 'product.appointment.lead',
    defaultMessage:
      'Discover the <strong>{name}</strong> (reference {sku}) with one of our specialists, by video. Leave your details and we will propose a time.',
  },
  // The form of address (Mr., Mrs., …).
  civility: { id: 'product.appointment.civility', defaultMessage: 'Title' },
  pleaseSelect: { id: 'product.appointment.pleaseSelect', defaultMessage: 'Please select' },
  mr: { id: 'product.appointment.civilityMr', defaultMessage: 'Mr.' },
  mrs: { id: 'product.appointment.civilityMrs', defaultMessage: 'Mrs.' },
  ms: { id: 'product.appointment.civilityMs', defaultMessage: 'Ms.' },
  // A gender-neutral form of address.
  mx: { id: 'product.appointment.civilityMx', defaultMessage: 'Mx.' },
  doneTitle: {
    id: 'product.appointment.doneTitle',
    defaultMessage: 'Thank you. Your request has been sent.',
  },
  // brand: the watch house's name; product: the watch.
  doneText: {
    id: 'product.appointment.doneText',
    defaultMessage:
      'A member of the {brand} Team will contact you shortly to arrange your online appointment about the {product}. A confirmation is on its way to your inbox.',
  },
});
