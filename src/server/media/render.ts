import type { ProductImageInput } from './input';
import { BACKGROUND } from './palette';
import { strapBack, strapFront, strapSide } from './strap';
import { radial, svgDocument } from './svg';
import { watchBack } from './watch-back';
import { watchFront, caseRadius } from './watch-front';
import { watchSide } from './watch-side';

export const PRODUCT_IMAGE_SIZE = 800;

/** A product picture (800 x 800) of a watch or a strap, in the view asked for. Deterministic. */
export function renderProductSvg(input: ProductImageInput): string {
  const size = PRODUCT_IMAGE_SIZE;
  const c = size / 2;
  const at = { id: 'p-', cx: c, cy: c, r: caseRadius(input.sizeMm) };
  const scene =
    input.kind === 'strap'
      ? input.view === 'front'
        ? strapFront(input, at)
        : input.view === 'side'
          ? strapSide(input, at)
          : strapBack(input, at)
      : input.view === 'front'
        ? watchFront(input, at)
        : input.view === 'side'
          ? watchSide(input, at)
          : watchBack(input, at);
  const backdrop = radial(
    'bg',
    [
      { offset: 0, colour: '#faf8f4' },
      { offset: 1, colour: BACKGROUND },
    ],
    0.5,
    0.42,
    0.75,
  );
  return svgDocument(
    size,
    size,
    `${input.name} — ${input.view}`,
    backdrop + scene.defs,
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>${scene.body}`,
    { sku: input.sku, colour: input.colour, view: input.view },
  );
}
