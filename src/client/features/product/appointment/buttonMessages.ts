import { defineMessages } from '../../../../common/i18n/define-messages';

/** The product page's video appointment button and its hint, apart from the modal's words (messages.ts). */
export const appointmentButtonMessages = defineMessages({
  hint: {
    id: 'product.appointment.hint',
    defaultMessage: 'See this watch with our team, by video, from wherever you are.',
  },
  open: { id: 'product.appointment.open', defaultMessage: 'Book an online appointment' },
});
