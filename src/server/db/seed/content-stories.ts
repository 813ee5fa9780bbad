import type { StoryScene } from '../../media';
import type { StoryIdentifier } from './content-texts';

export interface StoryDefinition {
  identifier: StoryIdentifier;
  scene: StoryScene;
  publishedOn: string;
  relatedSkus: string[];
}

/**
 * Four stories of the house, newest first; their pictures are generated (/media/stories/{scene}.svg). What each
 * says, in every store language, is in content-texts/.
 */
export const STORIES: readonly StoryDefinition[] = [
  {
    identifier: 'the-making-of-a-dial',
    scene: 'guilloche',
    publishedOn: '2026-09-14',
    relatedSkus: ['MA-HER-CHR-01', 'MA-HER-MPH-04', 'MA-HER-SSC-03'],
  },
  {
    identifier: 'ninety-days-of-regulation',
    scene: 'workshop',
    publishedOn: '2026-07-02',
    relatedSkus: ['MA-ATE-TOU-01', 'MA-HER-SSC-07'],
  },
  {
    identifier: 'the-drawings-of-1887',
    scene: 'archives',
    publishedOn: '2026-05-20',
    relatedSkus: ['MA-HER-AUT-02', 'MA-HER-CHR-01'],
  },
  {
    identifier: 'a-navigator-at-sea',
    scene: 'wrist',
    publishedOn: '2026-03-08',
    relatedSkus: ['MA-NAV-DIV-01', 'MA-NAV-CHR-02', 'MA-NAV-DIV-07'],
  },
];
