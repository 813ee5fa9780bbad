import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The return label page's words (spec 2.15; on nok the server's message, spec 8). Namespace `returnLabel`,
 * translated in src/common/i18n/translations/{language}/returnLabel.json.
 */
export const returnLabelMessages = defineMessages({
  title: { id: 'returnLabel.title', defaultMessage: 'Return label' },
  // The page title in the browser tab; brand: the house's name.
  documentTitle: { id: 'returnLabel.documentTitle', defaultMessage: 'Return label | {brand}' },
  metaDescription: {
    id: 'returnLabel.metaDescription',
    defaultMessage: 'Create a prepaid return label for a {brand} order.',
  },
  eyebrow: { id: 'returnLabel.eyebrow', defaultMessage: 'Client service' },
  leadLookup: {
    id: 'returnLabel.leadLookup',
    defaultMessage:
      'Find your order to create a prepaid return label. Engraved pieces are made for you alone and cannot be returned.',
  },
  leadItems: {
    id: 'returnLabel.leadItems',
    defaultMessage: 'Choose the pieces you are sending back, then create your label.',
  },
  // step: 1 or 2; total: 2.
  stepOf: { id: 'returnLabel.stepOf', defaultMessage: 'Step {step} of {total}' },
  required: { id: 'returnLabel.required', defaultMessage: 'This is a required field.' },
  invalidEmail: { id: 'returnLabel.invalidEmail', defaultMessage: 'Please enter a valid email address.' },
  invalidPhone: { id: 'returnLabel.invalidPhone', defaultMessage: 'Please enter a valid phone number.' },
  // When the call fails without a message of the server's.
  failed: { id: 'returnLabel.failed', defaultMessage: 'An error occurred' },
  engraved: { id: 'returnLabel.engraved', defaultMessage: 'Engraved pieces cannot be returned.' },
  gift: { id: 'returnLabel.gift', defaultMessage: 'Gifts cannot be returned.' },
  returned: { id: 'returnLabel.returned', defaultMessage: 'Already returned.' },
  download: { id: 'returnLabel.download', defaultMessage: 'Download the return label (PDF)' },
  findOrderForm: { id: 'returnLabel.findOrderForm', defaultMessage: 'Find your order' },
  orderNumber: { id: 'returnLabel.orderNumber', defaultMessage: 'Order Number' },
  billingLastName: { id: 'returnLabel.billingLastName', defaultMessage: 'Billing Last Name' },
  findOrderBy: { id: 'returnLabel.findOrderBy', defaultMessage: 'Find Order By' },
  email: { id: 'returnLabel.email', defaultMessage: 'Email' },
  zipCode: { id: 'returnLabel.zipCode', defaultMessage: 'ZIP Code' },
  billingZip: { id: 'returnLabel.billingZip', defaultMessage: 'Billing ZIP Code' },
  verifying: { id: 'returnLabel.verifying', defaultMessage: 'Verifying…' },
  findOrder: { id: 'returnLabel.findOrder', defaultMessage: 'Find Order' },
  chooseItemsForm: { id: 'returnLabel.chooseItemsForm', defaultMessage: 'Choose the items to return' },
  // number: the order number, as it is.
  orderHeading: { id: 'returnLabel.orderHeading', defaultMessage: 'Order # {number}' },
  // date: the day the order was placed, formatted in the store's locale.
  orderDate: { id: 'returnLabel.orderDate', defaultMessage: 'Placed on {date}' },
  // name: the customer's name; email: the order's e-mail address.
  orderCustomer: { id: 'returnLabel.orderCustomer', defaultMessage: '{name} · {email}' },
  // sku: the item's reference, as it is.
  sku: { id: 'returnLabel.sku', defaultMessage: 'SKU: {sku}' },
  quantity: { id: 'returnLabel.quantity', defaultMessage: 'Quantity to return' },
  phone: { id: 'returnLabel.phone', defaultMessage: 'Phone number for the carrier' },
  // address: where the parcel goes; email: the order's e-mail address.
  sendTo: {
    id: 'returnLabel.sendTo',
    defaultMessage: 'Send the parcel to {address}. The label is also sent to {email}.',
  },
  create: { id: 'returnLabel.create', defaultMessage: 'Create' },
  back: { id: 'returnLabel.back', defaultMessage: 'Back' },
});
