import { STORIES_DE } from './stories-de';
import type { ContentTexts } from './types';

/** The demo content for the German-speaking Swiss store (de-ch): "Sie", Swiss spelling ("ss", never "ß"). */
export const DE: ContentTexts = {
  home: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: 'Schweizer Uhrmacher seit 1887',
        text: 'Von Hand veredelte Werke, Zifferblätter aus unseren Archiven und Gehäuse, die Generationen überdauern.',
        button: 'Die Uhren entdecken',
        alt: 'Ein Heritage Chronograph auf dunklem Marmor',
      },
      {
        eyebrow: 'Die Werkstatt',
        title: 'Ein Uhrmacher, eine Uhr',
        text: 'Jedes Werk wird von einer einzigen Hand montiert, reguliert und eingeschalt und danach neunzig Tage geprüft.',
        button: 'Die Geschichte lesen',
        alt: 'Die Werkbank des Uhrmachers: ein Uhrwerk, eine Lupe und Werkzeuge',
      },
      {
        eyebrow: 'Navigator',
        title: 'Gemacht für die offene See',
        text: 'Taucheruhren und Chronographen, bis 300 Meter geprüft und an Land ebenso zu Hause.',
        button: 'Navigator entdecken',
        alt: 'Eine Navigator am Handgelenk',
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
  stories: STORIES_DE,
  popups: {
    1: {
      title: 'Ein neues Blau für den Heritage Chronograph',
      content:
        'Ein mitternachtsblaues Zifferblatt mit Sonnenschliff für den ersten Chronographen des Hauses, in 40 und 42 mm.\n\nAb sofort in unseren Boutiquen und online.',
      buttonLabel: 'Die Uhr entdecken',
    },
    2: {
      title: 'Briefe aus dem Atelier',
      content: 'Neuigkeiten aus den Kollektionen und der Werkstatt, viermal im Jahr.',
      buttonLabel: 'Abonnieren',
    },
  },
};
