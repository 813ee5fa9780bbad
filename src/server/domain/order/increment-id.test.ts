import { formatIncrementId } from './increment-id';

describe('order numbers', () => {
  it('are the sequence value padded to nine digits, as Magento shows them', () => {
    expect(formatIncrementId(104)).toBe('000000104');
    expect(formatIncrementId(1)).toBe('000000001');
    expect(formatIncrementId(123456789)).toBe('123456789');
  });

  it('keep growing past nine digits instead of wrapping', () => {
    expect(formatIncrementId(1234567890)).toBe('1234567890');
  });

  it('refuse values no sequence gives', () => {
    expect(() => formatIncrementId(0)).toThrow();
    expect(() => formatIncrementId(1.5)).toThrow();
  });
});
