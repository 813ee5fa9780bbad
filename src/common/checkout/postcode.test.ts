import { checkPostcode, parseJpPostcode, postcodeWarning } from './postcode';

describe('postcode check', () => {
  it('knows the formats of the shipping countries and accepts any postcode elsewhere', () => {
    expect(checkPostcode('CH', '1204')).toEqual({ valid: true, examples: ['1204', '8001'] });
    expect(checkPostcode('CH', '12345').valid).toBe(false);
    expect(checkPostcode('GB', 'sw1a 1aa').valid).toBe(true);
    expect(checkPostcode('US', '90210-1234').valid).toBe(true);
    expect(checkPostcode('JP', '150-0001').valid).toBe(true);
    expect(checkPostcode('ZZ', 'anything')).toEqual({ valid: true, examples: [] });
  });

  it('words the notice exactly, with the ignore hint only when not strict', () => {
    expect(postcodeWarning(['1204', '8001'], false)).toBe(
      'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001. If you believe it is the right one you can ignore this notice.',
    );
    expect(postcodeWarning(['1204', '8001'], true)).toBe(
      'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001.',
    );
  });
});

describe('Japanese postcode', () => {
  it('reads 3 digits, an optional hyphen and optional 4 digits', () => {
    expect(parseJpPostcode('150-0001')).toEqual({ regionCode: '150', cityCode: '0001' });
    expect(parseJpPostcode('1500001')).toEqual({ regionCode: '150', cityCode: '0001' });
    expect(parseJpPostcode('150')).toEqual({ regionCode: '150', cityCode: null });
    expect(parseJpPostcode('15-00001')).toBeNull();
    expect(parseJpPostcode('150-001')).toBeNull();
  });
});
