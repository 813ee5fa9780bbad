import { workshopScene } from './hero-workshop';
import { wristScene } from './hero-wrist';
import { archivesScene } from './story-archives';
import { guillocheScene } from './story-guilloche';
import { svgDocument } from './svg';

export const STORY_WIDTH = 1200;
export const STORY_HEIGHT = 800;

/** The pictures of the content pages (stories), by the name their URL uses: /media/stories/{name}.svg. */
const SCENES = {
  guilloche: { title: 'A guilloché dial under the rose engine', draw: guillocheScene },
  workshop: { title: 'A movement on the watchmaker’s bench', draw: workshopScene },
  archives: { title: 'The 1887 drawing of the first calibre', draw: archivesScene },
  wrist: { title: 'A Navigator on the wrist', draw: wristScene },
} as const;

export type StoryScene = keyof typeof SCENES;
export const STORY_SCENES = Object.keys(SCENES) as StoryScene[];

export const isStoryScene = (name: string): name is StoryScene => Object.hasOwn(SCENES, name);

/** A 3:2 picture for a story card and the top of its page. */
export function renderStorySvg(scene: StoryScene): string {
  const { title, draw } = SCENES[scene];
  const { defs, body } = draw(STORY_WIDTH, STORY_HEIGHT);
  return svgDocument(STORY_WIDTH, STORY_HEIGHT, title, defs, body);
}
