/** The facts of the mail as text, shared by the HTML and the plain-text version. */
export interface ConfirmationFacts {
  greeting: string;
  incrementId: string;
  items: { name: string; options: string[]; qty: number; rowTotal: string; giftMessage: string[] | null }[];
  totals: { title: string; value: string }[];
  shipping: string;
  pickup: string | null;
  address: string[];
  payment: string;
  giftBox: string | null;
  giftMessage: string[] | null;
}
