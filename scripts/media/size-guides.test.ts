import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRAP_LENGTHS } from '../../src/server/db/seed/custom-options';

const SCRIPT = join(__dirname, 'size-guides.mjs');
const DIR = join(__dirname, '../../src/server/assets/size-guides');
const GUIDES = ['watch-size-guide.pdf', 'strap-size-guide.pdf'];

const read = (name: string) => readFileSync(join(DIR, name)).toString('latin1');

describe('size guide PDFs', () => {
  test('the committed files are what the script writes', () => {
    // Exits non-zero (and execFileSync throws) when a file differs from the script's output.
    expect(() => execFileSync(process.execPath, [SCRIPT, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  test.each(GUIDES)('%s is a well-formed PDF: every cross-reference points at its object', (name) => {
    const pdf = read(name);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, count, rows] = /^xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(pdf.slice(startxref)) ?? [];
    const offsets = (rows ?? '').match(/^\d{10} \d{5} [nf] \n/gm) ?? [];
    expect(offsets).toHaveLength(Number(count));
    offsets.slice(1).forEach((row, i) => {
      const offset = Number(row.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    // Each stream's declared length is its exact byte length.
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('endstream\n');
    }
    expect(pdf).toMatch(/\/Type \/Pages \/Kids \[\d+ 0 R \d+ 0 R\] \/Count 2/);
  });

  test('the strap guide prints the lengths the strap length option offers', () => {
    const text = read('strap-size-guide.pdf');
    for (const { title } of STRAP_LENGTHS) {
      const pieces = /\d+ \/ \d+ mm/.exec(title)?.[0];
      expect(pieces).toBeDefined();
      expect(text).toContain(`(${pieces})`);
    }
    expect(read('watch-size-guide.pdf')).toContain('(Watch size guide)');
  });
});
