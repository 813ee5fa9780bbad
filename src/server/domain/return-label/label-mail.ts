import { BRAND } from '../../../../config/stores';
import { returnLabelMailHtml } from '../../render/mail/return-label';
import type { Mail } from '../mail/transport';

export interface ReturnLabelMailInput {
  to: string;
  customerName: string;
  incrementId: string;
  trackingNumber: string;
  items: readonly { name: string; sku: string; qty: number }[];
  labelUrl: string;
  pdf: Uint8Array;
}

/** The label's file name, in the mail and in the download alike. */
export const labelFilename = (incrementId: string, trackingNumber: string) =>
  `return-label-${incrementId}-${trackingNumber}.pdf`;

/** The return label mail to the order's address, with the PDF attached. */
export function returnLabelMail(input: ReturnLabelMailInput): Mail {
  const subject = `Your ${BRAND.name} return label for order ${input.incrementId}`;
  return {
    to: input.to,
    subject,
    html: returnLabelMailHtml(subject, input),
    text: [
      `Dear ${input.customerName},`,
      '',
      `Your return label for order ${input.incrementId} is attached (tracking number ${input.trackingNumber}).`,
      'Print it, fix it on the parcel and hand the parcel to the carrier.',
      '',
      ...input.items.map((i) => `${i.qty} x ${i.name} (${i.sku})`),
      '',
      `Download the label again: ${input.labelUrl}`,
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
