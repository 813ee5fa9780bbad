import { BRAND } from '../../../../config/stores';
import { returnLabelMailMessages as m } from '../../render/mail/messages/return-label';
import { returnLabelMailHtml } from '../../render/mail/return-label';
import { storeIntl } from '../i18n/store-intl';
import type { MailLocale } from '../mail/mail-locale';
import type { Mail } from '../mail/transport';

export interface ReturnLabelMailInput {
  to: string;
  firstname: string;
  lastname: string;
  incrementId: string;
  trackingNumber: string;
  items: readonly { name: string; sku: string; qty: number }[];
  labelUrl: string;
  pdf: Uint8Array;
  /** The order's store: the mail is written in its language. */
  store: MailLocale;
}

/** The label's file name, in the mail and in the download alike. */
export const labelFilename = (incrementId: string, trackingNumber: string) =>
  `return-label-${incrementId}-${trackingNumber}.pdf`;

/** The return label mail to the order's address, with the PDF attached. */
export function returnLabelMail(input: ReturnLabelMailInput): Mail {
  const intl = storeIntl(input.store);
  const ids = { incrementId: input.incrementId, trackingNumber: input.trackingNumber };
  const subject = intl.formatMessage(m.subject, { brand: BRAND.name, incrementId: input.incrementId });
  return {
    to: input.to,
    subject,
    html: returnLabelMailHtml(intl, input.store.languageCode, subject, input),
    text: [
      intl.formatMessage(m.dear, { firstname: input.firstname, lastname: input.lastname }),
      '',
      intl.formatMessage(m.attachedText, ids),
      intl.formatMessage(m.instructionsText),
      '',
      ...input.items.map((i) => `${i.qty} x ${i.name} (${i.sku})`),
      '',
      intl.formatMessage(m.downloadAgainText, { url: input.labelUrl }),
    ].join('\n'),
    attachments: [
      {
        filename: labelFilename(input.incrementId, input.trackingNumber),
        contentType: 'application/pdf',
        content: input.pdf,
      },
    ],
  };
}
