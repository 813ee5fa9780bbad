import type { ProductContentTranslation } from './types';

// Swiss Standard German (the only German store is de-ch): "ss", never "ß".
export const DE_PRODUCT_CONTENT: ProductContentTranslation = {
  features: {
    titles: ['Das Uhrwerk', 'Das Gehäuse', 'Das Zifferblatt'],
    movements: {
      CHR: 'Ein Schaltrad steuert Start, Stopp und Nullstellung, sodass jeder Drücker mit demselben präzisen Druckpunkt antwortet.',
      AUT: 'Ein Rotor aus massivem Gold zieht die Zugfeder bei jeder Bewegung des Handgelenks auf.',
      SSC: 'Die Sekunden drehen sich abseits der Stunden, in einem vertieften Hilfszifferblatt knapp über der Sechs.',
      GMT: 'Ein zweiter Stundenzeiger hält die Heimatzeit fest, während die Hauptzeiger Stunde um Stunde auf die Ortszeit springen.',
      MPH: 'Eine Scheibe mit 59 Zähnen führt zwei Monde über den Himmel und weicht in 122 Jahren nur um einen Tag ab.',
      DIV: 'Verschraubte Krone und doppelte Dichtungen schliessen das Uhrwerk ab; geprüft wird es im Wasser bei 125\u00a0% seiner Tiefe.',
      TOU: 'Die Hemmung dreht sich einmal pro Minute um sich selbst und gleicht so die Schwerkraft in jeder Lage aus.',
      PER: 'Ein mechanisches Gedächtnis von 48 Monaten kennt die Länge jedes Monats, Schaltjahre inbegriffen.',
    },
    caseBody: (material, sizes) => `${material}, ${sizes} Durchmesser, mit Saphirglas auf beiden Seiten.`,
    dialBody: (colour, name) =>
      `Ein Zifferblatt in ${colour}, in zwölf Schichten lackiert und nach jeder Schicht von Hand poliert, für die ${name}.`,
  },
  options: {
    titles: { engraving: 'Gravur des Gehäusebodens', strap_length: 'Armbandlänge' },
    strapLengths: {
      standard: 'Standard, 115 / 75 mm',
      short: 'Kurz, 105 / 70 mm',
      long: 'Lang, 125 / 85 mm',
    },
    engravingConditions: {
      title: 'Gravurbedingungen',
      text: [
        'Wir gravieren den Gehäuseboden genau so, wie Sie den Text eingeben: Bitte prüfen Sie Schreibweise, Leerzeichen sowie Gross- und Kleinschreibung.',
        'Eine gravierte Uhr wird allein für Sie gefertigt. Sie kann nicht zurückgegeben oder umgetauscht werden, ausser bei einem Fabrikationsfehler.',
        'Die Gravur verlängert die Lieferfrist um bis zu 10 Arbeitstage.',
      ].join('\n\n'),
    },
  },
  sizeGuides: { watch: 'Grössentabelle', strap: 'Grössentabelle für Armbänder' },
};
