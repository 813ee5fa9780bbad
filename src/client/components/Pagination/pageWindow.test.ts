import { pageWindow } from './pageWindow';

test('first, last and the neighbours of the current page, with gaps between', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
});
