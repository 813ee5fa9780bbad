import type { CatalogueTranslation } from './types';

const STRAP_NOUNS: Record<string, string> = {
  alligator: 'Alligatorlederarmband',
  calfskin: 'Kalbslederarmband',
  nubuck: 'Nubukarmband',
  rubber: 'Kautschukarmband',
  mesh: 'Milanaise-Armband',
};

export const DE: CatalogueTranslation = {
  categories: {
    watches: { name: 'Uhren' },
    straps: { name: 'Armbänder' },
    'straps/leather-straps': { name: 'Lederarmbänder' },
    'straps/metal-rubber-straps': { name: 'Metall- und Kautschukarmbänder' },
    'the-house': {
      name: 'Das Haus',
      description:
        'Seit 1887 fertigt Maison Aurèle seine Uhren in einer einzigen Werkstatt oberhalb des Lac de Joux. Jedes Uhrwerk wird dort von Hand montiert, reguliert und eingeschalt, und jede Uhr, die wir je gefertigt haben, kann noch heute in derselben Werkstatt gewartet werden.',
    },
  },
  collectionDescriptions: {
    heritage:
      'Elegante Uhren aus dem Archiv der Manufaktur der 1930er-Jahre: flache Gehäuse, Blattzeiger und von Hand veredelte Zifferblätter aus unserer Werkstatt im Vallée de Joux.',
    navigator:
      'Sportuhren für das offene Meer, mit verschraubten Kronen, Keramiklünetten und Leuchtindizes, die auch in der Tiefe gut ablesbar bleiben.',
    atelier:
      'Grosse Komplikationen, von einem einzigen Uhrmacher von der ersten bis zur letzten Schraube montiert, in Edelmetallen und kleinen Serien.',
    lumiere:
      'Zierlichere, leuchtende Modelle mit Perlmuttreflexen und sanft gewölbten Gehäusen, gemacht für den ganzen Tag.',
    horizon:
      'Reiseuhren, die zwei Zeitzonen auf einen Blick zeigen, für alle, die sie oft durchqueren und die Stunden lieber nicht zählen.',
    meridian:
      'Instrumente im Geist der frühen Luftfahrt: grosse, klare Ziffern, übergrosse Kronen und Chronographen, gemacht, um einen Flug zu stoppen.',
  },
  colours: {
    BLU: 'Nachtblau',
    SIL: 'Silber opalin',
    BLK: 'Schwarz',
    GRN: 'Waldgrün',
    SAL: 'Lachs',
    IVO: 'Elfenbein',
    ANT: 'Anthrazit',
    BUR: 'Bordeaux',
    CHA: 'Champagner',
    COG: 'Cognac',
    STL: 'Stahlgrau',
  },
  materials: {
    steel: 'Edelstahl',
    rosegold: '18 Karat Roségold',
    whitegold: '18 Karat Weissgold',
    titanium: 'Titan',
    platinum: 'Platin',
    alligator: 'Alligatorleder',
    calfskin: 'Kalbsleder',
    nubuck: 'Nubukleder',
    rubber: 'Kautschuk',
    mesh: 'Milanaise aus Stahl',
  },
  sentenceGap: ' ',
  watch: {
    leads: {
      heritage:
        'Sie geht auf einen Entwurf der 1930er-Jahre aus unserem Archiv zurück und bewahrt dessen ursprüngliche Proportionen.',
      navigator:
        'Gemacht für das Meer und weit über das hinaus geprüft, was ein Sommerbad je von ihr verlangen wird.',
      atelier:
        'Sie wird von der ersten bis zur letzten Schraube von einem einzigen Uhrmacher unseres Ateliers montiert.',
      lumiere: 'Sanft gewölbt, mit einem Zifferblatt, das auf jedes Spiel des Lichts antwortet.',
      horizon: 'Sie ist für Reisende gemacht, die die Zeit lieber ablesen als ausrechnen.',
      meridian: 'Ihre Linien stammen von den Bordinstrumenten der ersten Langstreckenflüge.',
    },
    functionSentence: (name, complication) =>
      `Die ${name} ${
        {
          CHR: 'misst Zeitintervalle auf die Fünftelsekunde genau, mit nah am Gehäuse liegenden Drückern für ein klares Profil.',
          AUT: 'ist eine Uhr für jeden Tag: ein Automatikwerk, ein klares Zifferblatt und ein Datum bei drei Uhr.',
          SSC: 'zeigt die Sekunden auf einem vertieften Hilfszifferblatt über sechs Uhr, wie Uhrmacher sie vor einem Jahrhundert zeichneten.',
          GMT: 'zeigt mit einem schlanken Pfeilzeiger eine zweite Zeitzone, in Stundenschritten einstellbar, ohne die Uhr anzuhalten.',
          MPH: 'folgt dem Mond auf einer Sternenscheibe, die nur alle 122 Jahre eine Korrektur braucht.',
          DIV: 'verbindet eine einseitig drehbare Keramiklünette mit einer verschraubten Krone und Indizes, die in der Tiefe leuchten.',
          TOU: 'zeigt bei sechs Uhr ein Minutentourbillon, dessen Käfig weniger als ein Drittel Gramm wiegt.',
          PER: 'kennt die Länge jedes Monats und jedes Schaltjahres und muss vor 2100 nicht korrigiert werden.',
        }[complication]
      }`,
    cases: {
      steel: 'Das Gehäuse ist aus Edelstahl gefertigt, abwechselnd satiniert und poliert,',
      rosegold: 'Das Gehäuse besteht aus 18 Karat Roségold, einer warmen Legierung der Manufaktur,',
      whitegold: 'Das Gehäuse besteht aus 18 Karat Weissgold und ist zu einem sanften Spiegelglanz poliert,',
      titanium: 'Das Gehäuse ist aus Titan gefräst, so leicht, dass man es am Handgelenk vergisst,',
      platinum: 'Das Gehäuse besteht aus Platin, dem dichtesten der Edelmetalle,',
    },
    endings: [
      'und das Uhrwerk, durch einen Saphirglasboden sichtbar, ist mit Genfer Streifen verziert.',
      'und jede Fase des Uhrwerks wird von Hand poliert, bevor die Uhr eingeschalt wird.',
      'und jede Uhr wird in fünf Lagen reguliert, bevor sie die Werkstatt verlässt.',
      'und der Gehäuseboden trägt eine individuelle Nummer, in der Werkstatt graviert.',
    ],
    movements: {
      CHR: 'Kaliber MA 3120, Automatik-Chronograph mit Schaltrad',
      AUT: 'Kaliber MA 2100, Automatik, Datum',
      SSC: 'Kaliber MA 1450, Handaufzug, kleine Sekunde',
      GMT: 'Kaliber MA 2240, Automatik, zweite Zeitzone',
      MPH: 'Kaliber MA 2160, Automatik, Mondphase',
      DIV: 'Kaliber MA 2100, Automatik, Datum',
      TOU: 'Kaliber MA 9800, Handaufzug, Minutentourbillon',
      PER: 'Kaliber MA 5200, Automatik, ewiger Kalender',
    },
    specificationLabels: {
      movement: 'Uhrwerk',
      powerReserve: 'Gangreserve',
      caseMaterial: 'Gehäusematerial',
      waterResistance: 'Wasserdichtigkeit',
      crystal: 'Glas',
      diameter: 'Durchmesser',
    },
    powerReserve: (hours) => `${hours} Stunden`,
    crystal: {
      domed: 'Gewölbtes Saphirglas, innen entspiegelt',
      flat: 'Saphirglas, beidseitig entspiegelt',
    },
    sizes: (labels) => labels.join(' oder '),
    waterResistance: (_model, english) => english,
  },
  strap: {
    name: (material, colour, width) =>
      `${STRAP_NOUNS[material] ?? material}${colour ? ` in ${colour}` : ''}, ${width} mm`,
    description: (_material, kind, width) =>
      `${
        kind === 'leather'
          ? 'In unserer Lederwerkstatt zugeschnitten, gefüttert und von Hand genäht, schmiegt sich dieses Armband innerhalb weniger Wochen an das Handgelenk an.'
          : 'Dieses Armband ist für Wasser, Hitze und lange Tage im Freien gemacht und behält Jahr für Jahr seine Form und Farbe.'
      }\n\nEs passt an jede Uhr von Maison Aurèle mit ${width} mm zwischen den Bandanstössen und lässt sich mit den mitgelieferten Schnellwechsel-Federstegen in Sekunden wechseln.`,
    specificationLabels: {
      material: 'Material',
      lugWidth: 'Bandanstoss',
      buckle: 'Schliesse',
      length: 'Länge',
    },
    buckles: {
      'Pin buckle': 'Dornschliesse aus Edelstahl',
      'Folding clasp': 'Faltschliesse aus Edelstahl',
      'Sliding clasp': 'Schiebeschliesse aus Edelstahl',
    },
    lengths: { leather: '115 / 75 mm', metalRubber: 'Verstellbar, Handgelenk 150 bis 205 mm' },
  },
};
