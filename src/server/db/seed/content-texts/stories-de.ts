import { h, p, q } from './sections';
import type { StoryIdentifier, StoryText } from './types';

/** The stories for the German-speaking Swiss store (de-ch): Swiss spelling, "ss" and never "ß". */
export const STORIES_DE: Record<StoryIdentifier, StoryText> = {
  'the-making-of-a-dial': {
    title: 'Wie ein Zifferblatt entsteht',
    excerpt: 'Zweiundvierzig Schritte zwischen einer Messingscheibe und dem Zifferblatt einer Heritage.',
    alt: 'Ein guillochiertes Zifferblatt unter der Guillochiermaschine',
    sections: [
      p(
        'Jedes Heritage-Zifferblatt beginnt als Rohling aus Messing, vier Zehntelmillimeter dick, in unserer Werkstatt im Vallée de Joux zugeschnitten und plan gerichtet.',
      ),
      h('Von Hand guillochiert'),
      p(
        'Das Muster entsteht auf einer Guillochiermaschine aus dem Jahr 1911. Die Kurbel wird von Hand gedreht; die Kurvenscheiben der Maschine führen die Scheibe an einem feststehenden Stichel entlang, Kreis um Kreis, zweiundsiebzig Kreise für eine Rosette.',
      ),
      q(
        'Die Maschine ist älter als ich, und sie wird mich überdauern. Meine Aufgabe ist, dass sie präzise bleibt.',
        'Élise, Zifferblattmacherin',
      ),
      h('Silber, Lack und Licht'),
      p(
        'Das guillochierte Zifferblatt wird gekörnt, versilbert und mit acht Schichten Klarlack überzogen, jede poliert, bevor die nächste folgt. Die Indizes werden einzeln gesetzt, mit Pinzette und Lupe.',
      ),
      p(
        'Vom ersten Schnitt bis zur letzten Kontrolle vergehen drei Wochen. Etwa jedes fünfte Zifferblatt wird aussortiert; keines wird je nachgearbeitet.',
      ),
    ],
  },
  'ninety-days-of-regulation': {
    title: 'Neunzig Tage Regulierung',
    excerpt: 'Warum jedes Werk drei Monate auf der Prüfbank verbringt, bevor es eingeschalt wird.',
    alt: 'Ein Uhrwerk auf der Werkbank des Uhrmachers',
    sections: [
      p(
        'Ein Werk verlässt die Montagebank bereits laufend, doch fertig ist es damit noch nicht. Neunzig Tage lang wird es aufgezogen, in sechs Lagen und bei drei Temperaturen geprüft und von dem Uhrmacher reguliert, der es gebaut hat.',
      ),
      h('Sechs Lagen, drei Temperaturen'),
      p(
        'Die Schwerkraft wirkt anders auf die Unruh, wenn die Uhr flach liegt oder auf der Krone steht. Wir messen den Gang in jeder Lage: in der Kälte, bei Körperwärme und in der Hitze eines Autos im Hochsommer.',
      ),
      q(
        'Eine Uhr, die auf der Werkbank genau geht und am Handgelenk nicht, ist nicht fertig.',
        'Marc, Regleur',
      ),
      p(
        'Erst wenn der Gang dreissig Tage in Folge innerhalb unserer Toleranz bleibt, wird das Werk eingeschalt und sein Zertifikat von Hand unterzeichnet.',
      ),
    ],
  },
  'the-drawings-of-1887': {
    title: 'Die Zeichnungen von 1887',
    excerpt:
      'Das erste Kaliber des Hauses ist auf sechs Blättern erhalten. Unsere Heritage-Uhren folgen ihnen noch heute.',
    alt: 'Die Zeichnung des ersten Kalibers von 1887',
    sections: [
      p(
        'In einer Schublade am Schreibtisch des Gründers beschreiben sechs Blätter Papier das Kaliber Nr. 1: seine Platine, seine Brücken und ein Zifferblatt mit Chemin-de-fer-Minuterie.',
      ),
      h('Gelesen, nicht kopiert'),
      p(
        'Als wir die Heritage-Kollektion entwarfen, haben wir die alten Linien nicht nachgezogen. Wir haben sie vermessen: das Verhältnis von Zifferblatt zu Gehäuse, die Länge der Zeiger, das Gewicht der Ziffern.',
      ),
      q(
        'Die Zeichnungen sagen uns nicht, was wir bauen sollen. Sie sagen uns, was wir weglassen können.',
        'Das Designstudio',
      ),
      p(
        'Die Blätter lagern im Dunkeln bei achtzehn Grad. Gäste des Hauses können sie nach Vereinbarung besichtigen.',
      ),
    ],
  },
  'a-navigator-at-sea': {
    title: 'Eine Navigator auf See',
    excerpt:
      'Elf Wochen über den Atlantik am Handgelenk einer Segelcrew, ohne eine Sekunde an das Salz zu verlieren.',
    alt: 'Eine Navigator am Handgelenk',
    sections: [
      p(
        'Im vergangenen Winter überquerten vier Navigator Diver 300 mit einer Segelcrew den Atlantik, von Lorient nach Martinique und zurück.',
      ),
      h('Salz, Sonne und sechzigtausend Umdrehungen einer Winsch'),
      p(
        'Die Uhren wurden nie abgelegt. Wenn Süsswasser übrig war, wurden sie damit abgespült, sonst blieben sie der Gischt überlassen.',
      ),
      q('Ab der zweiten Woche haben wir sie nicht mehr mit dem GPS verglichen.', 'Der Skipper'),
      p(
        'Zurück in der Werkstatt wurde jede Uhr geöffnet und gemessen. Alle vier lagen innerhalb von vier Sekunden pro Tag; die Dichtungen wurden ersetzt, wie es auch bei Ihrer Uhr in jedem Service geschieht.',
      ),
    ],
  },
};
