import { arcLettering, glyphDefs, lettering } from './lettering';
import { renderBrandLogoSvg, renderProductSvg, type ProductImageInput } from './index';

const watch: ProductImageInput = {
  sku: 'MA-HER-CHR-01-BLU-40',
  name: 'Heritage Chronograph',
  kind: 'watch',
  view: 'front',
  colour: '#1d2a4a',
  material: 'Stainless steel',
  sizeMm: 40,
};

/** The x of each letter a run places, from its `<use>` transforms. */
const placed = (markup: string) =>
  Array.from(
    markup.matchAll(/<use href="#(gl-[ri]\d+)" transform="translate\(([-\d.]+) ([-\d.]+)\)/g),
    (m) => ({
      ref: m[1]!,
      x: Number(m[2]),
      y: Number(m[3]),
    }),
  );

describe('lettering', () => {
  it('draws letters as outlines, no text for the browser to lay out', () => {
    const run = lettering('MAISON AURÈLE', { x: 100, y: 50, size: 20, fill: '#1b1b1b' });
    expect(run).not.toContain('<text');
    // Twelve letters; the space only moves the pen.
    expect(placed(run)).toHaveLength(12);
    expect(run).toMatch(/^<g fill="#1b1b1b">/);
    const defs = glyphDefs(run);
    // A, E and S are written once each however often they are drawn.
    expect(defs.match(/<path id="gl-r\d+" d="m[^"]+z"\/>/g)).toHaveLength(
      new Set(placed(run).map((p) => p.ref)).size,
    );
    expect(new Set(placed(run).map((p) => p.ref)).size).toBeLessThan(12);
  });

  it('centres a run on x with anchor middle, and stretches it to a width', () => {
    const left = placed(lettering('SWISS MADE', { x: 0, y: 0, size: 10, fill: '#000' }));
    const centred = placed(lettering('SWISS MADE', { x: 0, y: 0, size: 10, anchor: 'middle', fill: '#000' }));
    const shift = centred[0]!.x - left[0]!.x;
    expect(shift).toBeLessThan(0);
    centred.forEach((p, i) => expect(p.x - left[i]!.x).toBeCloseTo(shift, 1));
    const stretched = placed(lettering('SWISS MADE', { x: 0, y: 0, size: 10, width: 200, fill: '#000' }));
    expect(stretched.at(-1)!.x).toBeGreaterThan(left.at(-1)!.x * 2);
  });

  it('stands letters on an arc, the middle one at the top', () => {
    const arc = arcLettering('ABCDE', { cx: 400, cy: 400, r: 100, side: 'top', size: 10, fill: '#000' });
    const middle = /translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)/.exec(
      arc.split('<use').slice(1)[2] ?? '',
    );
    expect(Number(middle?.[1])).toBeCloseTo(400, 0);
    expect(Number(middle?.[2])).toBeCloseTo(300, 0);
    expect(Math.abs(Number(middle?.[3]))).toBeLessThan(1);
    expect(arc).not.toContain('<text');
  });

  it('falls back to text for characters the face does not have', () => {
    const run = lettering('時計', { x: 10, y: 20, size: 12, fill: '#000', anchor: 'middle' });
    expect(run).toContain('<text x="10" y="20"');
    expect(run).toContain('text-anchor="middle"');
    expect(run).toContain('&#26178;&#35336;');
    const arc = arcLettering('時計', { cx: 0, cy: 0, r: 10, side: 'bottom', size: 4, fill: '#000' });
    expect(arc).toMatch(/<textPath href="#arc[^"]+"/);
  });
});

describe('pictures', () => {
  it('carry their lettering as outlines with every outline they use defined', () => {
    for (const svg of [
      renderProductSvg(watch),
      renderProductSvg({ ...watch, view: 'back' }),
      renderBrandLogoSvg(),
    ]) {
      expect(svg).not.toContain('<text');
      const used = new Set(Array.from(svg.matchAll(/href="#(gl-[ri]\d+)"/g), (m) => m[1]));
      expect(used.size).toBeGreaterThan(5);
      used.forEach((ref) => expect(svg).toContain(`<path id="${ref}" d="m`));
    }
  });
});
