import { InvalidInput } from '../errors';
import { checkAddress, type Address } from './address';

const ZURICH: Address = {
  firstname: 'Anna',
  lastname: 'Keller',
  street: ['Bahnhofstrasse 1'],
  city: 'Zürich',
  region: null,
  region_id: null,
  postcode: '8001',
  country_id: 'CH',
  telephone: '+41 44 000 00 00',
};

function refusal(run: () => unknown) {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof InvalidInput) return { field: err.field, message: err.message };
    throw err;
  }
}

describe('the checkout address on the server', () => {
  it('accepts a postcode of the wrong shape in non-strict mode (the shopper was warned)', () => {
    expect(checkAddress({ ...ZURICH, postcode: ' 80 ' }, 'a')).toMatchObject({ postcode: '80' });
  });

  it("refuses it in strict mode with the spec's message and the country's examples", () => {
    expect(refusal(() => checkAddress({ ...ZURICH, postcode: '80' }, 'a', { strictPostcode: true }))).toEqual(
      {
        field: 'a.postcode',
        message: 'Provided Zip/Postal Code seems to be invalid. Example: 1204; 8001.',
      },
    );
  });

  it('keeps free-text regions for countries without a list, trimmed', () => {
    expect(checkAddress({ ...ZURICH, region: ' Zürich ' }, 'a')).toMatchObject({
      region: 'Zürich',
      region_id: null,
    });
  });

  it('refuses a region id for a country without a region list', () => {
    expect(refusal(() => checkAddress({ ...ZURICH, region_id: 1013 }, 'a'))).toMatchObject({
      field: 'a.region_id',
    });
  });

  it('refuses an address without a street', () => {
    expect(refusal(() => checkAddress({ ...ZURICH, street: [' '] }, 'a'))).toMatchObject({
      field: 'a.street',
    });
  });
});
