import { visibleItemCount } from './collapseIntoMore';

const widths = [120, 100, 140, 110, 130]; // 600 in all
const base = { itemWidths: widths, moreWidth: 90, viewportWidth: 1024 };

describe("collapsing the desktop bar into 'more'", () => {
  test('everything shows when everything fits, exactly or with room to spare', () => {
    expect(visibleItemCount({ ...base, available: 600 })).toBe(5);
    expect(visibleItemCount({ ...base, available: 1200 })).toBe(5);
  });

  test("what does not fit goes into 'more', keeping room for 'more' itself", () => {
    // 120 + 100 + 140 = 360, + 90 for 'more' = 450 fits in 500; a fourth (110) would not.
    expect(visibleItemCount({ ...base, available: 500 })).toBe(3);
    // 599: one pixel short of all five; four and 'more' take 560, so only the last one goes into 'more'.
    expect(visibleItemCount({ ...base, available: 599 })).toBe(4);
    expect(visibleItemCount({ ...base, available: 560 })).toBe(4);
    expect(visibleItemCount({ ...base, available: 559 })).toBe(3);
  });

  test("everything goes into 'more' when not even the first entry fits beside it", () => {
    expect(visibleItemCount({ ...base, available: 150 })).toBe(0);
  });

  test('nothing collapses below 640 px, however narrow the bar', () => {
    expect(visibleItemCount({ ...base, available: 150, viewportWidth: 639 })).toBe(5);
    expect(visibleItemCount({ ...base, available: 150, viewportWidth: 640 })).toBe(0);
  });
});
