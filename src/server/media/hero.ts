import { marbleScene } from './hero-marble';
import { workshopScene } from './hero-workshop';
import { wristScene } from './hero-wrist';
import { svgDocument } from './svg';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 700;

const SCENES = [
  { title: 'A Heritage Chronograph resting on dark marble', draw: marbleScene },
  { title: 'The watchmaker’s bench: a movement, a loupe and tools', draw: workshopScene },
  { title: 'A Navigator on the wrist', draw: wristScene },
] as const;

export const HERO_VARIANTS = SCENES.length;

/** One of three wide banner illustrations for the home page; the left side stays calm for a headline. */
export function renderHeroSvg(variant: number): string {
  const index = ((Math.trunc(variant) % SCENES.length) + SCENES.length) % SCENES.length;
  const scene = SCENES[index] ?? SCENES[0];
  const { defs, body } = scene.draw(HERO_WIDTH, HERO_HEIGHT);
  return svgDocument(HERO_WIDTH, HERO_HEIGHT, scene.title, defs, body);
}
