import { hash, linear, shade, type Stop } from './svg';

export const BACKGROUND = '#f4f1ec';

export interface MetalTone {
  highlight: string;
  light: string;
  mid: string;
  dark: string;
}

const STEEL: MetalTone = { highlight: '#fbfbfc', light: '#e2e4e7', mid: '#aeb3b9', dark: '#5f656c' };
const ROSE_GOLD: MetalTone = { highlight: '#fff1e6', light: '#f0c8b0', mid: '#c98d70', dark: '#7d4a35' };
const WHITE_METAL: MetalTone = { highlight: '#ffffff', light: '#ebebe8', mid: '#bdbdb8', dark: '#6e6e6a' };
const TITANIUM: MetalTone = { highlight: '#d9dbdc', light: '#a9adb0', mid: '#7c8185', dark: '#3d4145' };
const YELLOW_GOLD: MetalTone = { highlight: '#fff6d8', light: '#f1d98f', mid: '#cfa84e', dark: '#7d5f1f' };

/** The case colour, read from the material's label as the catalogue names it ('18k rose gold', 'Titanium'). */
export function metalTone(material: string): MetalTone {
  const m = material.toLowerCase();
  if (m.includes('rose')) return ROSE_GOLD;
  if (m.includes('titanium')) return TITANIUM;
  if (m.includes('white gold') || m.includes('platinum')) return WHITE_METAL;
  if (m.includes('gold')) return YELLOW_GOLD;
  return STEEL;
}

/** A brushed-metal gradient from top-left to bottom-right, with a polished band of light across it. */
export function metalGradient(
  id: string,
  tone: MetalTone,
  angle: 'diagonal' | 'vertical' | 'horizontal' = 'diagonal',
): string {
  const stops: Stop[] = [
    { offset: 0, colour: tone.light },
    { offset: 0.28, colour: tone.highlight },
    { offset: 0.5, colour: tone.mid },
    { offset: 0.72, colour: tone.light },
    { offset: 1, colour: tone.dark },
  ];
  if (angle === 'vertical') return linear(id, stops, 0, 0, 0, 1);
  if (angle === 'horizontal') return linear(id, stops, 0, 0, 1, 0);
  return linear(id, stops, 0, 0, 1, 1);
}

export type StrapStyle = 'leather' | 'alligator' | 'rubber' | 'bracelet' | 'mesh';

export interface StrapLook {
  style: StrapStyle;
  colour: string;
}

/** What a strap product is made of, from its material label. */
export function strapStyleOf(material: string): StrapStyle {
  const m = material.toLowerCase();
  if (m.includes('alligator')) return 'alligator';
  if (m.includes('rubber')) return 'rubber';
  if (m.includes('mesh')) return 'mesh';
  if (m.includes('steel') || m.includes('bracelet')) return 'bracelet';
  return 'leather';
}

/**
 * What a watch is pictured on: divers on rubber, some steel sports watches on a bracelet, the rest on an
 * alligator strap whose colour goes with the dial. The SKU's hash keeps the choice stable.
 */
export function watchStrapLook(name: string, material: string, dial: string, sku: string): StrapLook {
  const lower = name.toLowerCase();
  const m = material.toLowerCase();
  if (lower.includes('diver') || lower.includes('deep sea')) return { style: 'rubber', colour: '#1c1d1f' };
  const sporty = /navigator|horizon|meridian/.test(lower);
  if (sporty && (m.includes('steel') || m.includes('titanium')) && hash(sku) % 2 === 0) {
    return { style: 'bracelet', colour: '#000000' };
  }
  const leathers = ['#2b1b14', '#4a2a1a', '#161616', '#1b2436'];
  const pick = dial.toLowerCase() === '#1d2a4a' ? '#1b2436' : (leathers[hash(sku) % 3] ?? '#2b1b14');
  return { style: 'alligator', colour: pick };
}

/** Leather darkens towards its edges, where it is folded and painted. */
export function strapGradient(id: string, colour: string, horizontal: boolean): string {
  const stops: Stop[] = [
    { offset: 0, colour: shade(colour, -0.45) },
    { offset: 0.12, colour: shade(colour, -0.1) },
    { offset: 0.3, colour },
    { offset: 0.5, colour: shade(colour, 0.1) },
    { offset: 0.7, colour },
    { offset: 0.88, colour: shade(colour, -0.1) },
    { offset: 1, colour: shade(colour, -0.45) },
  ];
  return horizontal ? linear(id, stops, 0, 0, 0, 1) : linear(id, stops, 0, 0, 1, 0);
}
