import { BRAND } from '../../../../config/stores';
import type { Mail } from '../mail/transport';
import { composeMail, productTitle } from './mail-layout';
import type { ProductLine } from './product-line';

export interface AppointmentFacts {
  product: ProductLine;
  civility: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

export const appointmentMailSubject = () => `Your online appointment with the ${BRAND.name} Team`;

/** To the shopper: the request is in, and the team will propose a time. */
export function appointmentRequestMail(f: AppointmentFacts): Mail {
  return composeMail(f.email, appointmentMailSubject(), [
    {
      lines: [
        `Dear ${f.civility} ${f.firstname} ${f.lastname},`,
        `thank you for your request. A member of the ${BRAND.name} Team will contact you to arrange an online video appointment about:`,
      ],
    },
    { lines: [productTitle(f.product), `Reference ${f.product.sku}`] },
    { heading: 'We will reach you at', lines: [f.email, f.phone] },
  ]);
}
