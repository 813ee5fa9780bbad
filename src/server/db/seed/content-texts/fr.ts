import { STORIES_FR } from './stories-fr';
import type { ContentTexts } from './types';

/** The demo content for the French stores (fr-ch, fr-fr): the house addresses its clients as « vous ». */
export const FR: ContentTexts = {
  home: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: 'Horlogers suisses depuis 1887',
        text: 'Des mouvements finis à la main, des cadrans tirés de nos archives, des boîtes faites pour durer des générations.',
        button: 'Découvrir les montres',
        alt: 'Une Heritage Chronograph posée sur un marbre sombre',
      },
      {
        eyebrow: 'L’atelier',
        title: 'Un horloger, une montre',
        text: 'Chaque mouvement est assemblé, réglé et emboîté par une seule main, puis observé pendant quatre-vingt-dix jours.',
        button: 'Lire l’histoire',
        alt: 'L’établi de l’horloger\u00a0: un mouvement, une loupe et des outils',
      },
      {
        eyebrow: 'Navigator',
        title: 'Faite pour le grand large',
        text: 'Plongeuses et chronographes éprouvés à 300 mètres, tout aussi à l’aise au poignet à terre.',
        button: 'Explorer Navigator',
        alt: 'Une Navigator au poignet',
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
  stories: STORIES_FR,
  popups: {
    1: {
      title: 'Un nouveau bleu pour la Heritage Chronograph',
      content:
        'Un cadran bleu nuit soleillé pour le premier chronographe de la maison, en 40 et 42\u00a0mm.\n\nDès à présent en boutique et en ligne.',
      buttonLabel: 'Découvrir la montre',
    },
    2: {
      title: 'Lettres de l’atelier',
      content: 'Des nouvelles des collections et de l’atelier, quatre fois par an.',
      buttonLabel: 'S’abonner',
    },
  },
};
