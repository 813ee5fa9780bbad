/** The facts of one back-in-stock mail as text, shared by the HTML and the plain-text version. */
export interface RestockFacts {
  name: string;
  sku: string;
  /** Formatted in the store's currency; null when the product has no price there. */
  price: string | null;
  /** Absolute: the product page in the store the shopper asked from, on the chosen variation. */
  url: string;
  image: { url: string; alt: string };
}
