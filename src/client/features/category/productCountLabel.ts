export const productCountLabel = (count: number): string =>
  `${count} ${count === 1 ? 'product' : 'products'}`;
