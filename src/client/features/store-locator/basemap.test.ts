import { unwrapRing } from './basemap';

describe('the bundled basemap', () => {
  test('keeps a shape that crosses the antimeridian in one piece instead of a line across the map', () => {
    expect(
      unwrapRing([
        [178, 65],
        [-179, 66],
        [-175, 64],
        [179, 63],
        [178, 65],
      ]),
    ).toEqual([
      [178, 65],
      [181, 66],
      [185, 64],
      [179, 63],
      [178, 65],
    ]);
  });

  test('leaves every other shape as it is', () => {
    const ring: [number, number][] = [
      [6, 46],
      [7, 47],
      [8, 46],
      [6, 46],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});
