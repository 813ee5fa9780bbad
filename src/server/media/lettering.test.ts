import { arcLettering, lettering } from './lettering';

/** The absolute points of a run's path (its data is relative, point after point). */
function points(markup: string): [number, number][] {
  const d = /<path d="([^"]+)"/.exec(markup)?.[1] ?? '';
  const out: [number, number][] = [];
  let [x, y] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const [, letter, numbers] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (letter === 'z') {
      [x, y] = start;
      continue;
    }
    const values = Array.from(numbers!.matchAll(/-?[\d.]+/g), (m) => Number(m[0]));
    const [fromX, fromY] = [x, y];
    for (let i = 0; i + 1 < values.length; i += 2) {
      [x, y] = [fromX + values[i]!, fromY + values[i + 1]!];
      out.push([x, y]);
    }
    if (letter === 'm') start = [x, y];
  }
  return out;
}

const extent = (pts: [number, number][]) => ({
  left: Math.min(...pts.map((p) => p[0])),
  right: Math.max(...pts.map((p) => p[0])),
  top: Math.min(...pts.map((p) => p[1])),
  bottom: Math.max(...pts.map((p) => p[1])),
});

describe('lettering', () => {
  it('draws a line as one path of outlines, no text for the browser to lay out', () => {
    const run = lettering('MAISON AURÈLE', { x: 100, y: 50, size: 20, fill: '#1b1b1b', fillOpacity: 0.7 });
    expect(run).not.toContain('<text');
    expect(run.match(/<path /g)).toHaveLength(1);
    expect(run).toContain('fill="#1b1b1b" fill-opacity="0.7"');
    // Capitals stand on the baseline and rise about two thirds of the size (the È's accent a little more).
    const box = extent(points(run));
    expect(box.bottom).toBeCloseTo(50, 0);
    expect(50 - box.top).toBeGreaterThan(12);
    expect(50 - box.top).toBeLessThan(20);
    expect(box.left).toBeGreaterThanOrEqual(100);
  });

  it('centres a run on x with anchor middle, and stretches it to a width', () => {
    const centred = extent(
      points(lettering('SWISS MADE', { x: 400, y: 0, size: 10, anchor: 'middle', fill: '#000' })),
    );
    expect((centred.left + centred.right) / 2).toBeCloseTo(400, 0);
    const stretched = extent(
      points(lettering('SWISS MADE', { x: 60, y: 0, size: 10, width: 200, fill: '#000' })),
    );
    expect(stretched.right - stretched.left).toBeGreaterThan(195);
    expect(stretched.right - stretched.left).toBeLessThanOrEqual(200.5);
  });

  it('stands letters on an arc: on the circle, centred on the top or the bottom', () => {
    for (const side of ['top', 'bottom'] as const) {
      const arc = arcLettering('SWISS MADE · SAPPHIRE', {
        cx: 400,
        cy: 400,
        r: 100,
        side,
        size: 8,
        fill: '#000',
      });
      expect(arc).not.toContain('<text');
      const pts = points(arc);
      // Every point within a letter's height of the circle, on the named half of it.
      pts.forEach(([x, y]) => {
        const distance = Math.hypot(x - 400, y - 400);
        expect(distance).toBeGreaterThan(100 - 8);
        expect(distance).toBeLessThan(100 + 8);
        if (side === 'top') expect(y).toBeLessThan(400);
        else expect(y).toBeGreaterThan(400);
      });
      const box = extent(pts);
      expect((box.left + box.right) / 2).toBeCloseTo(400, -1);
    }
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
