import { openTestDatabase } from '../test-utils/test-db';
import {
  loadProductImageInput,
  parseMediaPath,
  productImageInputFromRow,
  renderBrandLogoSvg,
  renderHeroSvg,
  renderProductSvg,
  type ProductImageInput,
} from './index';
import { MEDIA_VIEWS } from './path';

const watch: ProductImageInput = {
  sku: 'MA-HER-CHR-01-BLU-40',
  name: 'Heritage Chronograph',
  kind: 'watch',
  view: 'front',
  colour: '#1d2a4a',
  material: 'Stainless steel',
  sizeMm: 40,
};
const strap: ProductImageInput = {
  sku: 'MA-STR-ALL-COG-20',
  name: 'Cognac alligator leather strap, 20 mm',
  kind: 'strap',
  view: 'front',
  colour: '#8a4b22',
  material: 'Alligator leather',
  sizeMm: 20,
};

/** Well-formed enough for a browser: every element closed in order, no NaN or undefined leaking in. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
}

describe('renderProductSvg', () => {
  it.each(MEDIA_VIEWS)('draws a watch and a strap from the %s', (view) => {
    for (const input of [watch, strap]) {
      const svg = renderProductSvg({ ...input, view });
      expectWellFormed(svg);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).toContain(`data-sku="${input.sku}"`);
      expect(svg).toContain(`data-colour="${input.colour}"`);
      // Seen from the front or the side the colour is drawn (dial, dial edge under the crystal, strap);
      // a caseback or a strap's lining does not show it.
      if (view !== 'back') expect(svg.replace(/data-colour="[^"]*"/, '')).toContain(input.colour);
    }
  });

  it('is deterministic and depends on its input', () => {
    expect(renderProductSvg(watch)).toBe(renderProductSvg({ ...watch }));
    expect(renderProductSvg(watch)).not.toBe(renderProductSvg({ ...watch, colour: '#22402f' }));
    expect(renderProductSvg(watch)).not.toBe(renderProductSvg({ ...watch, material: '18k rose gold' }));
  });

  it('engraves the model name on the caseback and escapes it', () => {
    // The engraving is drawn in outlines (lettering.ts): one outline (a move, `m`) or more per letter, so a
    // shorter name draws fewer ('O', 'A' and 'R' have two: their counters).
    const outlines = (svg: string) => (svg.match(/[0-9z]m/g) ?? []).length;
    const heritage = renderProductSvg({ ...watch, view: 'back' });
    const gmt = renderProductSvg({ ...watch, name: 'GMT', view: 'back' });
    expect(outlines(heritage) - outlines(gmt)).toBeGreaterThanOrEqual(
      'HERITAGECHRONOGRAPH'.length - 'GMT'.length,
    );
    const svg = renderProductSvg({ ...watch, name: 'A <b> & "c"', view: 'back' });
    expectWellFormed(svg);
    expect(svg).not.toContain('<b>');
  });

  it('draws every kind of dial and strap without error', () => {
    const names = [
      'Diver 300',
      'Moonphase',
      'Perpetual Calendar',
      'Tourbillon',
      'GMT',
      'Grande Date',
      'Small Seconds',
    ];
    const materials = ['Titanium', '18k rose gold', 'Platinum', 'Rubber', 'Steel mesh', 'Calfskin'];
    for (const name of names) expectWellFormed(renderProductSvg({ ...watch, name: `Meridian ${name}` }));
    for (const material of materials) {
      for (const view of MEDIA_VIEWS) expectWellFormed(renderProductSvg({ ...strap, material, view }));
    }
  });
});

describe('parseMediaPath', () => {
  it('accepts a SKU and a view, with or without the catalogue prefix', () => {
    expect(parseMediaPath('MA-HER-CHR-01-BLU-40/front.svg')).toEqual({
      sku: 'MA-HER-CHR-01-BLU-40',
      view: 'front',
    });
    expect(parseMediaPath('/media/catalog/product/MA-STR-ALL-COG-20/back.svg')).toEqual({
      sku: 'MA-STR-ALL-COG-20',
      view: 'back',
    });
  });

  it.each([
    '../etc/passwd',
    '../../MA-HER/front.svg',
    'ma-her-chr-01/front.svg',
    'MA-HER-CHR-01',
    'MA-HER-CHR-01/',
    'MA-HER-CHR-01/top.svg',
    'MA-HER-CHR-01/front.png',
    'MA-HER-CHR-01/front.svg/x',
    'MA_HER/front.svg',
    'MA.HER/front.svg',
    `${'A'.repeat(41)}/front.svg`,
    'MA-HER-CHR-01/front.svg\n',
    '',
  ])('rejects %j', (path) => {
    expect(parseMediaPath(path)).toBeNull();
  });
});

describe('productImageInputFromRow', () => {
  it('reads a strap width from its name and falls back on sensible defaults', () => {
    const row = { sku: 'MA-STR-CAL-BLK-18', name: 'Black calfskin strap, 18 mm', swatch: '#161617' };
    const input = productImageInputFromRow(
      { ...row, material_label: 'Calfskin', category_type: 1, case_size_label: null },
      'side',
    );
    expect(input).toMatchObject({ kind: 'strap', sizeMm: 18, colour: '#161617', view: 'side' });
    const bare = productImageInputFromRow(
      {
        sku: 'MA-XT-00001',
        name: 'X',
        swatch: 'red',
        material_label: null,
        category_type: 0,
        case_size_label: null,
      },
      'front',
    );
    expect(bare).toMatchObject({ kind: 'watch', sizeMm: 40, colour: '#1d2a4a', material: 'Stainless steel' });
  });
});

describe('lettering', () => {
  it('is drawn as outlines (lettering.ts), never as text for the browser to lay out', () => {
    for (const svg of [
      renderProductSvg(watch),
      renderProductSvg({ ...watch, view: 'back' }),
      renderProductSvg({ ...strap, view: 'back' }),
      renderBrandLogoSvg(),
    ]) {
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('<use');
    }
  });
});

describe('banner and logo', () => {
  it('draws three different wide heroes and a wordmark', () => {
    const heroes = [0, 1, 2].map(renderHeroSvg);
    heroes.forEach(expectWellFormed);
    heroes.forEach((svg) => expect(svg).toContain('viewBox="0 0 1600 700"'));
    expect(new Set(heroes).size).toBe(3);
    expect(renderHeroSvg(3)).toBe(heroes[0]);
    const logo = renderBrandLogoSvg();
    expectWellFormed(logo);
    expect(logo).toContain('viewBox="0 0 360 48"');
    expect(logo).toContain('MAISON AUR&#200;LE');
  });
});

describe('loadProductImageInput', () => {
  it('finds seeded products; a parent borrows its default variation’s dial and size', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const parent = await loadProductImageInput(db, 'MA-HER-CHR-01', 'front');
      const child = await loadProductImageInput(db, 'MA-HER-CHR-01-BLU-40', 'front');
      expect(child).toMatchObject({
        kind: 'watch',
        colour: '#1d2a4a',
        sizeMm: 40,
        material: 'Stainless steel',
      });
      expect(parent).toEqual({ ...child, sku: 'MA-HER-CHR-01' });
      expect(await loadProductImageInput(db, 'MA-STR-ALL-COG-20', 'back')).toMatchObject({
        kind: 'strap',
        sizeMm: 20,
      });
      expect(await loadProductImageInput(db, 'NOPE', 'front')).toBeUndefined();
    } finally {
      await close();
    }
  });
});
