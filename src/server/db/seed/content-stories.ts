import type { PageSection } from '../../domain/content/block-data';
import type { StoryScene } from '../../media';
import type { ContentLanguage } from './content-copy';

export interface StoryDefinition {
  identifier: string;
  scene: StoryScene;
  publishedOn: string;
  relatedSkus: string[];
  /** Per language: title, excerpt and the picture's description; the body below is English everywhere. */
  copy: Record<ContentLanguage, { title: string; excerpt: string; alt: string }>;
  sections: PageSection[];
}

const p = (text: string): PageSection => ({ type: 'paragraph', text });
const h = (text: string): PageSection => ({ type: 'heading', text });
const q = (text: string, attribution: string): PageSection => ({ type: 'quote', text, attribution });

/** Four stories of the house, newest first; their pictures are generated (/media/stories/{scene}.svg). */
export const STORIES: StoryDefinition[] = [
  {
    identifier: 'the-making-of-a-dial',
    scene: 'guilloche',
    publishedOn: '2026-09-14',
    relatedSkus: ['MA-HER-CHR-01', 'MA-HER-MPH-04', 'MA-HER-SSC-03'],
    copy: {
      en: {
        title: 'The making of a dial',
        excerpt: 'Forty-two steps between a blank disc of brass and the dial of a Heritage.',
        alt: 'A guilloché dial under the rose engine',
      },
      fr: {
        title: 'La naissance d’un cadran',
        excerpt: 'Quarante-deux étapes entre un disque de laiton brut et le cadran d’une Heritage.',
        alt: 'Un cadran guilloché sous le tour à guillocher',
      },
      de: {
        title: 'Wie ein Zifferblatt entsteht',
        excerpt: 'Zweiundvierzig Schritte zwischen einer Messingscheibe und dem Zifferblatt einer Heritage.',
        alt: 'Ein guillochiertes Zifferblatt unter der Guillochiermaschine',
      },
      ja: {
        title: '文字盤ができるまで',
        excerpt: '真鍮の円盤がHeritageの文字盤になるまでの42の工程。',
        alt: 'ギョーシェ彫りの文字盤',
      },
    },
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
  {
    identifier: 'ninety-days-of-regulation',
    scene: 'workshop',
    publishedOn: '2026-07-02',
    relatedSkus: ['MA-ATE-TOU-01', 'MA-HER-SSC-07'],
    copy: {
      en: {
        title: 'Ninety days of regulation',
        excerpt: 'Why every movement spends three months on the timing bench before it is cased.',
        alt: 'A movement on the watchmaker’s bench',
      },
      fr: {
        title: 'Quatre-vingt-dix jours de réglage',
        excerpt: 'Pourquoi chaque mouvement passe trois mois sur le banc de réglage avant d’être emboîté.',
        alt: 'Un mouvement sur l’établi de l’horloger',
      },
      de: {
        title: 'Neunzig Tage Regulierung',
        excerpt: 'Warum jedes Werk drei Monate auf der Prüfbank verbringt, bevor es eingeschalt wird.',
        alt: 'Ein Uhrwerk auf der Werkbank des Uhrmachers',
      },
      ja: {
        title: '九十日間の調整',
        excerpt: 'ケーシングの前に、すべてのムーブメントが三か月を調整台で過ごす理由。',
        alt: '時計師の作業台に置かれたムーブメント',
      },
    },
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
  {
    identifier: 'the-drawings-of-1887',
    scene: 'archives',
    publishedOn: '2026-05-20',
    relatedSkus: ['MA-HER-AUT-02', 'MA-HER-CHR-01'],
    copy: {
      en: {
        title: 'The drawings of 1887',
        excerpt:
          'The house’s first calibre survives on six sheets of paper. Our Heritage watches still follow them.',
        alt: 'The 1887 drawing of the first calibre',
      },
      fr: {
        title: 'Les dessins de 1887',
        excerpt:
          'Le premier calibre de la maison survit sur six feuilles de papier. Nos montres Heritage les suivent encore.',
        alt: 'Le dessin de 1887 du premier calibre',
      },
      de: {
        title: 'Die Zeichnungen von 1887',
        excerpt:
          'Das erste Kaliber des Hauses ist auf sechs Blättern erhalten. Unsere Heritage-Uhren folgen ihnen noch heute.',
        alt: 'Die Zeichnung des ersten Kalibers von 1887',
      },
      ja: {
        title: '1887年の設計図',
        excerpt: 'メゾン最初のキャリバーは六枚の図面に残されています。Heritageは今もその線をたどります。',
        alt: '1887年に描かれた最初のキャリバーの図面',
      },
    },
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
  {
    identifier: 'a-navigator-at-sea',
    scene: 'wrist',
    publishedOn: '2026-03-08',
    relatedSkus: ['MA-NAV-DIV-01', 'MA-NAV-CHR-02', 'MA-NAV-DIV-07'],
    copy: {
      en: {
        title: 'A Navigator at sea',
        excerpt:
          'Eleven weeks across the Atlantic on the wrist of a sailing crew, and not a second lost to salt.',
        alt: 'A Navigator on the wrist',
      },
      fr: {
        title: 'Une Navigator en mer',
        excerpt:
          'Onze semaines de traversée de l’Atlantique au poignet d’un équipage, sans une seconde perdue au sel.',
        alt: 'Une Navigator au poignet',
      },
      de: {
        title: 'Eine Navigator auf See',
        excerpt:
          'Elf Wochen über den Atlantik am Handgelenk einer Segelcrew, ohne eine Sekunde an das Salz zu verlieren.',
        alt: 'Eine Navigator am Handgelenk',
      },
      ja: {
        title: '海の上のNavigator',
        excerpt: 'セーリングクルーの手首で大西洋を渡った11週間。潮にも一秒も奪われませんでした。',
        alt: '手首に着けたNavigator',
      },
    },
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
];
