import { defineMessages } from '../../../../common/i18n/define-messages';

/** The reservation mails, to the shopper and to the boutique (namespace `mail`); shop: the boutique's name. */
export const reservationMailMessages = defineMessages({
  subject: { id: 'mail.reservation.subject', defaultMessage: 'Your reservation at {shop}' },
  dear: { id: 'mail.reservation.dear', defaultMessage: 'Dear {firstname} {lastname},' },
  // Follows the salutation, hence the lower-case start in English; hours: how long the piece is held.
  holding: {
    id: 'mail.reservation.holding',
    defaultMessage: 'thank you for your reservation. {shop} is holding this piece for you for {hours} hours:',
  },
  reference: { id: 'mail.reservation.reference', defaultMessage: 'Reference {sku}' },
  openingHours: { id: 'mail.reservation.openingHours', defaultMessage: 'Opening hours' },
  nextStep: {
    id: 'mail.reservation.nextStep',
    defaultMessage:
      'The boutique will contact you to arrange your visit. Your reservation number is {reservationId}.',
  },
  // To the boutique's team. product: the piece with its options.
  noticeSubject: {
    id: 'mail.reservation.noticeSubject',
    defaultMessage: 'New reservation: {product} ({sku})',
  },
  noticeHeading: {
    id: 'mail.reservation.noticeHeading',
    defaultMessage: 'Piece to hold for {hours} hours (reservation {reservationId})',
  },
  client: { id: 'mail.reservation.client', defaultMessage: 'Client' },
  message: { id: 'mail.reservation.message', defaultMessage: 'Message' },
});

/** The video appointment request mail (namespace `mail`); brand: the house's name. */
export const appointmentMailMessages = defineMessages({
  subject: {
    id: 'mail.appointment.subject',
    defaultMessage: 'Your online appointment with the {brand} Team',
  },
  // civility: the title the shopper chose, one of the contract's Mr, Mrs, Ms, Mx.
  dear: {
    id: 'mail.appointment.dear',
    defaultMessage:
      '{civility, select, Mr {Dear Mr {firstname} {lastname},} Mrs {Dear Mrs {firstname} {lastname},} Ms {Dear Ms {firstname} {lastname},} Mx {Dear Mx {firstname} {lastname},} other {Dear {firstname} {lastname},}}',
  },
  body: {
    id: 'mail.appointment.body',
    defaultMessage:
      'thank you for your request. A member of the {brand} Team will contact you to arrange an online video appointment about:',
  },
  reference: { id: 'mail.appointment.reference', defaultMessage: 'Reference {sku}' },
  reachYou: { id: 'mail.appointment.reachYou', defaultMessage: 'We will reach you at' },
});
