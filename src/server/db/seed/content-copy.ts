/**
 * The words of the demo home page in each store language. Titles, labels and short texts are translated;
 * the long story bodies (content-stories.ts) stay in English everywhere, as a real house might at launch.
 */
export type ContentLanguage = 'en' | 'fr' | 'de' | 'ja';

export interface HomeCopy {
  slides: { eyebrow: string; title: string; text: string; button: string }[];
  selected: { eyebrow: string; title: string; text: string; button: string };
  complications: { eyebrow: string; title: string; text: string; button: string };
  note: { text: string; attribution: string; button: string };
  stories: { eyebrow: string; title: string };
  mall: { title: string; text: string };
}

export const HOME_COPY: Record<ContentLanguage, HomeCopy> = {
  en: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: 'Swiss watchmakers since 1887',
        text: 'Hand-finished movements, dials drawn from our archives, and cases made to be worn for generations.',
        button: 'Discover the watches',
      },
      {
        eyebrow: 'The workshop',
        title: 'One watchmaker, one watch',
        text: 'Every movement is assembled, regulated and cased by a single hand, then watched for ninety days.',
        button: 'Read the story',
      },
      {
        eyebrow: 'Navigator',
        title: 'Made for the open sea',
        text: 'Divers and chronographs tested to 300 metres, and just as much at home on the wrist ashore.',
        button: 'Explore Navigator',
      },
    ],
    selected: {
      eyebrow: 'From the boutique',
      title: 'Selected watches',
      text: 'A few of the house’s favourites this season.',
      button: 'View all watches',
    },
    complications: {
      eyebrow: 'Atelier',
      title: 'Grand complications',
      text: 'Tourbillons, perpetual calendars and split seconds, each made to order in our workshop.',
      button: 'Discover Atelier',
    },
    note: {
      text: 'A watch is measured in seconds, and made in years. Every one of ours is assembled, regulated and cased by a single watchmaker in our workshop.',
      attribution: 'Maison Aurèle, the workshop',
      button: 'Visit the house',
    },
    stories: { eyebrow: 'Stories', title: 'From the workshop' },
    mall: { title: 'Also on', text: 'The house’s official boutiques on these marketplaces.' },
  },
  fr: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: 'Horlogers suisses depuis 1887',
        text: 'Des mouvements finis à la main, des cadrans tirés de nos archives, des boîtes faites pour durer des générations.',
        button: 'Découvrir les montres',
      },
      {
        eyebrow: 'L’atelier',
        title: 'Un horloger, une montre',
        text: 'Chaque mouvement est assemblé, réglé et emboîté par une seule main, puis observé pendant quatre-vingt-dix jours.',
        button: 'Lire l’histoire',
      },
      {
        eyebrow: 'Navigator',
        title: 'Faite pour le grand large',
        text: 'Plongeuses et chronographes éprouvés à 300 mètres, tout aussi à l’aise au poignet à terre.',
        button: 'Explorer Navigator',
      },
    ],
    selected: {
      eyebrow: 'La boutique',
      title: 'Montres choisies',
      text: 'Quelques favorites de la maison cette saison.',
      button: 'Voir toutes les montres',
    },
    complications: {
      eyebrow: 'Atelier',
      title: 'Grandes complications',
      text: 'Tourbillons, quantièmes perpétuels et rattrapantes, chacun fait sur commande dans notre atelier.',
      button: 'Découvrir Atelier',
    },
    note: {
      text: 'Une montre se mesure en secondes et se fait en années. Chacune des nôtres est assemblée, réglée et emboîtée par un seul horloger.',
      attribution: 'Maison Aurèle, l’atelier',
      button: 'Découvrir la maison',
    },
    stories: { eyebrow: 'Histoires', title: 'Depuis l’atelier' },
    mall: {
      title: 'Également sur',
      text: 'Les boutiques officielles de la maison sur ces places de marché.',
    },
  },
  de: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: 'Schweizer Uhrmacher seit 1887',
        text: 'Von Hand veredelte Werke, Zifferblätter aus unseren Archiven und Gehäuse, die Generationen überdauern.',
        button: 'Die Uhren entdecken',
      },
      {
        eyebrow: 'Die Werkstatt',
        title: 'Ein Uhrmacher, eine Uhr',
        text: 'Jedes Werk wird von einer einzigen Hand montiert, reguliert und eingeschalt und danach neunzig Tage geprüft.',
        button: 'Die Geschichte lesen',
      },
      {
        eyebrow: 'Navigator',
        title: 'Gemacht für die offene See',
        text: 'Taucheruhren und Chronographen, bis 300 Meter geprüft und an Land ebenso zu Hause.',
        button: 'Navigator entdecken',
      },
    ],
    selected: {
      eyebrow: 'Aus der Boutique',
      title: 'Ausgewählte Uhren',
      text: 'Einige Lieblinge des Hauses in dieser Saison.',
      button: 'Alle Uhren ansehen',
    },
    complications: {
      eyebrow: 'Atelier',
      title: 'Grosse Komplikationen',
      text: 'Tourbillons, ewige Kalender und Schleppzeiger, jede auf Bestellung in unserer Werkstatt gefertigt.',
      button: 'Atelier entdecken',
    },
    note: {
      text: 'Eine Uhr misst man in Sekunden und baut sie in Jahren. Jede unserer Uhren wird von einem einzigen Uhrmacher montiert, reguliert und eingeschalt.',
      attribution: 'Maison Aurèle, die Werkstatt',
      button: 'Das Haus besuchen',
    },
    stories: { eyebrow: 'Geschichten', title: 'Aus der Werkstatt' },
    mall: { title: 'Auch auf', text: 'Die offiziellen Boutiquen des Hauses auf diesen Marktplätzen.' },
  },
  ja: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: '1887年創業のスイス時計工房',
        text: '手仕上げのムーブメント、アーカイブから生まれた文字盤、世代を超えて受け継がれるケース。',
        button: '時計を見る',
      },
      {
        eyebrow: '工房',
        title: '一人の時計師が、一本の時計を',
        text: 'ムーブメントの組立、調整、ケーシングまでを一人の時計師が担い、九十日間の検査を経てお届けします。',
        button: 'ストーリーを読む',
      },
      {
        eyebrow: 'Navigator',
        title: '大海原のために',
        text: '300メートル防水のダイバーズとクロノグラフ。陸の上でも、手首に自然に馴染みます。',
        button: 'Navigatorを見る',
      },
    ],
    selected: {
      eyebrow: 'ブティックより',
      title: 'セレクテッド・ウォッチ',
      text: '今シーズン、メゾンがおすすめする時計。',
      button: 'すべての時計を見る',
    },
    complications: {
      eyebrow: 'Atelier',
      title: 'グランド・コンプリケーション',
      text: 'トゥールビヨン、永久カレンダー、スプリットセコンド。すべて工房で受注製作します。',
      button: 'Atelierを見る',
    },
    note: {
      text: '時計は秒を刻み、年月をかけて生まれます。私たちの時計は一本ずつ、一人の時計師が組み立て、調整し、ケースに収めます。',
      attribution: 'Maison Aurèle 工房',
      button: 'メゾンについて',
    },
    stories: { eyebrow: 'ストーリー', title: '工房から' },
    mall: { title: '公式ストア', text: '各マーケットプレイスにあるメゾンの公式ブティック。' },
  },
};
