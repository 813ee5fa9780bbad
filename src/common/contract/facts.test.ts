import contract from './storefront.gen.json';
import {
  Address,
  type EnumOf,
  GiftMessageRequest,
  getGuestCartParams,
  StockStatus,
  Telephone,
} from './facts.gen';

const schemas = contract.components.schemas;

describe('the contract facts', () => {
  test('limits are read from the schema and property that state them, nested objects and items included', () => {
    expect(GiftMessageRequest.gift_message.message.maxLength).toBe(
      schemas.GiftMessageRequest.properties.gift_message.properties.message.maxLength,
    );
    expect(Address.street).toEqual({
      minItems: schemas.Address.properties.street.minItems,
      maxItems: schemas.Address.properties.street.maxItems,
      items: { maxLength: schemas.Address.properties.street.items.maxLength },
    });
  });

  test('patterns are RegExps that compile the contract text as the server does (unicode)', () => {
    expect(Telephone.pattern).toEqual(new RegExp(schemas.Telephone.pattern, 'u'));
    expect(Telephone.pattern.test('+33 6 55 50 18 87')).toBe(true);
    expect(Telephone.pattern.test('call me')).toBe(false);
    expect(getGuestCartParams.cartId.pattern.test('a'.repeat(32))).toBe(true);
  });

  test('enums are const arrays with a derived union', () => {
    const status: EnumOf<typeof StockStatus> = 'in_stock';
    expect(StockStatus.enum).toEqual(schemas.StockStatus.enum);
    expect(StockStatus.enum).toContain(status);
  });
});
