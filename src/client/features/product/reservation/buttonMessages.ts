import { defineMessages } from '../../../../common/i18n/define-messages';

/**
 * The product page's 'Check & Reserve' button and its hint, apart from the modal's words (messages.ts), which
 * come with the modal's chunk.
 */
export const reservationButtonMessages = defineMessages({
  // The button, and the modal's title.
  title: { id: 'product.reservation.title', defaultMessage: 'Check & Reserve' },
  hint: {
    id: 'product.reservation.hint',
    defaultMessage: 'Choose your options to reserve this watch in a boutique.',
  },
});
