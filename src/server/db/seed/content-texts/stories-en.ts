import { h, p, q } from './sections';
import type { StoryIdentifier, StoryText } from './types';

/** The stories in English: the source the translations follow, section for section. */
export const STORIES_EN: Record<StoryIdentifier, StoryText> = {
  'the-making-of-a-dial': {
    title: 'The making of a dial',
    excerpt: 'Forty-two steps between a blank disc of brass and the dial of a Heritage.',
    alt: 'A guilloché dial under the rose engine',
    sections: [
      p(
        'Every Heritage dial begins as a blank disc of brass, four tenths of a millimetre thick, cut and flattened in our workshop in the Vallée de Joux.',
      ),
      h('Guilloché by hand'),
      p(
        'The pattern is cut on a rose engine built in 1911. The dial maker turns the crank by hand; the lathe’s cams move the disc against a fixed cutter, one circle at a time, seventy-two circles for a rosette.',
      ),
      q(
        'The lathe is older than I am, and it will outlive me. My job is to keep it honest.',
        'Élise, dial maker',
      ),
      h('Silver, lacquer and light'),
      p(
        'The cut dial is grained, silvered and given eight coats of clear lacquer, each polished before the next. The indices are applied one by one with a tweezer and a loupe.',
      ),
      p(
        'From the first cut to the last inspection, a dial takes three weeks. About one in five is set aside; none is ever reworked.',
      ),
    ],
  },
  'ninety-days-of-regulation': {
    title: 'Ninety days of regulation',
    excerpt: 'Why every movement spends three months on the timing bench before it is cased.',
    alt: 'A movement on the watchmaker’s bench',
    sections: [
      p(
        'A movement leaves the assembly bench running, but not yet ours. For ninety days it is wound, tested in six positions and at three temperatures, and adjusted by the watchmaker who built it.',
      ),
      h('Six positions, three temperatures'),
      p(
        'Gravity pulls on a balance differently when the watch lies flat or stands on its crown. We measure the rate in each position, in the cold, at body warmth and in the heat of a summer car.',
      ),
      q('A watch that is right on the bench and wrong on the wrist is not finished.', 'Marc, regleur'),
      p(
        'Only when the rate stays within our tolerance for thirty consecutive days is the movement cased, and its certificate signed by hand.',
      ),
    ],
  },
  'the-drawings-of-1887': {
    title: 'The drawings of 1887',
    excerpt:
      'The house’s first calibre survives on six sheets of paper. Our Heritage watches still follow them.',
    alt: 'The 1887 drawing of the first calibre',
    sections: [
      p(
        'In a drawer of the founder’s desk, six sheets of paper describe Calibre No. 1: its plate, its bridges and a dial with a railway minute track.',
      ),
      h('Read, not copied'),
      p(
        'When we drew the Heritage collection, we did not trace the old lines. We measured them: the ratio of the dial to the case, the length of the hands, the weight of the numerals.',
      ),
      q('The drawings do not tell us what to make. They tell us what to leave out.', 'The design studio'),
      p(
        'The sheets are kept in the dark at eighteen degrees. Visitors to the house may see them by appointment.',
      ),
    ],
  },
  'a-navigator-at-sea': {
    title: 'A Navigator at sea',
    excerpt:
      'Eleven weeks across the Atlantic on the wrist of a sailing crew, and not a second lost to salt.',
    alt: 'A Navigator on the wrist',
    sections: [
      p(
        'Last winter, four Navigator Diver 300 watches crossed the Atlantic with a crew of sailors, from Lorient to Martinique and back.',
      ),
      h('Salt, sun and sixty thousand turns of a winch'),
      p(
        'The watches were never taken off. They were rinsed in fresh water when there was any to spare, and otherwise left to the spray.',
      ),
      q('By the second week we stopped checking them against the GPS.', 'The skipper'),
      p(
        'Back in the workshop, each watch was opened and measured. All four were within four seconds a day; the gaskets were replaced, as every owner’s will be at a service.',
      ),
    ],
  },
};
