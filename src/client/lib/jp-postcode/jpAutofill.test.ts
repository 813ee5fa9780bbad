import { autofillUpdates } from './jpAutofill';

const REGIONS = [
  { id: 1001, region_code: '01', value: '北海道' },
  { id: 1013, region_code: '13', value: '東京都' },
];
const EMPTY = { region_id: '', city: '', 'street.0': '' };
const FILLED = { region_id: '1001', city: 'Yokohama', 'street.0': '1-2-3 Minatomirai' };
const ALL = { region: true, city: true, street: true };
const NONE = { region: false, city: false, street: false };

describe('what the postal entry fills (spec 5)', () => {
  test('empty fields are filled: the region by its code, the city with its suffix', () => {
    expect(autofillUpdates(['01', '札幌市', '中央区', '北一条西'], EMPTY, REGIONS, NONE)).toEqual({
      region_id: '1001',
      city: '札幌市中央区',
      'street.0': '北一条西',
    });
  });

  test('filled fields change only with their override flag', () => {
    const entry = ['13', '渋谷区', '', '神宮前'] as const;
    expect(autofillUpdates([...entry], FILLED, REGIONS, NONE)).toEqual({});
    expect(autofillUpdates([...entry], FILLED, REGIONS, ALL)).toEqual({
      region_id: '1013',
      city: '渋谷区',
      'street.0': '神宮前',
    });
    expect(autofillUpdates([...entry], FILLED, REGIONS, { ...NONE, city: true })).toEqual({ city: '渋谷区' });
  });

  test('an unknown prefecture code and an empty street change nothing', () => {
    expect(autofillUpdates(['99', '', '', ''], EMPTY, REGIONS, ALL)).toEqual({});
  });
});
