import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The dialogs' close button, step subtitle and confirmation buttons (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const dialogMessages = defineMessages({
  closeDialog: { id: 'common.closeDialog', defaultMessage: 'Close dialog' },
  // A multi-step dialog's subtitle (spec 2.4).
  stepSubtitle: { id: 'common.stepSubtitle', defaultMessage: 'Step {step} of {total}' },
  ok: { id: 'common.ok', defaultMessage: 'OK' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
});
