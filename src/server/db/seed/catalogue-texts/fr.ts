import type { CatalogueTranslation } from './types';

const STRAP_NOUNS: Record<string, string> = {
  alligator: 'Bracelet en cuir d’alligator',
  calfskin: 'Bracelet en veau',
  nubuck: 'Bracelet en nubuck',
  rubber: 'Bracelet en caoutchouc',
  mesh: 'Bracelet milanais',
};

export const FR: CatalogueTranslation = {
  categories: {
    watches: { name: 'Montres' },
    straps: { name: 'Bracelets' },
    'straps/leather-straps': { name: 'Bracelets en cuir' },
    'straps/metal-rubber-straps': { name: 'Bracelets métal et caoutchouc' },
    'the-house': {
      name: 'La Maison',
      description:
        'Depuis 1887, Maison Aurèle fabrique ses montres dans un atelier unique qui domine le lac de Joux. Chaque mouvement y est assemblé, réglé et emboîté à la main, et chaque montre que nous avons créée peut encore être entretenue aujourd’hui dans ce même atelier.',
    },
  },
  collectionDescriptions: {
    heritage:
      'Des montres habillées issues des archives de la manufacture des années 1930 : boîtiers fins, aiguilles feuille et cadrans finis à la main dans notre atelier de la Vallée de Joux.',
    navigator:
      'Des montres de sport conçues pour le grand large, avec couronnes vissées, lunettes en céramique et index luminescents qui restent lisibles en profondeur.',
    atelier:
      'Des grandes complications assemblées par un seul horloger, de la première à la dernière vis, en métaux précieux et en séries limitées.',
    lumiere:
      'Des pièces plus menues et lumineuses, aux reflets de nacre et aux boîtiers doucement galbés, faites pour être portées du matin au soir.',
    horizon:
      'Des montres de voyage qui affichent deux fuseaux horaires d’un coup d’œil, pour celles et ceux qui les traversent souvent et préfèrent ne pas compter les heures.',
    meridian:
      'Des instruments inspirés des débuts de l’aviation : grands chiffres lisibles, couronnes surdimensionnées et chronographes faits pour chronométrer un vol.',
  },
  colours: {
    BLU: 'Bleu nuit',
    SIL: 'Argenté opalin',
    BLK: 'Noir',
    GRN: 'Vert forêt',
    SAL: 'Saumon',
    IVO: 'Ivoire',
    ANT: 'Anthracite',
    BUR: 'Bordeaux',
    CHA: 'Champagne',
    COG: 'Cognac',
    STL: 'Gris acier',
  },
  materials: {
    steel: 'Acier inoxydable',
    rosegold: 'Or rose 18 carats',
    whitegold: 'Or blanc 18 carats',
    titanium: 'Titane',
    platinum: 'Platine',
    alligator: 'Cuir d’alligator',
    calfskin: 'Veau',
    nubuck: 'Nubuck',
    rubber: 'Caoutchouc',
    mesh: 'Maille milanaise en acier',
  },
  sentenceGap: ' ',
  watch: {
    leads: {
      heritage:
        'Née d’un dessin des années 1930 conservé dans nos archives, elle en garde les proportions d’origine.',
      navigator:
        'Faite pour la mer, et éprouvée bien au-delà de ce qu’une baignade d’été lui demandera jamais.',
      atelier: 'Elle est assemblée de la première à la dernière vis par un seul horloger de notre Atelier.',
      lumiere: 'Doucement galbée, avec un cadran qui répond à chaque changement de lumière.',
      horizon: 'Elle est faite pour les voyageurs qui préfèrent lire l’heure plutôt que la calculer.',
      meridian: 'Ses lignes viennent des instruments de bord des premiers vols au long cours.',
    },
    functionSentence: (name, complication) =>
      `La ${name} ${
        {
          CHR: 'mesure les intervalles au cinquième de seconde, avec des poussoirs placés près du boîtier pour garder un profil net.',
          AUT: 'est une montre de tous les jours : un mouvement à remontage automatique, un cadran clair et une date à trois heures.',
          SSC: 'réserve aux secondes un petit cadran en creux au-dessus de six heures, comme les horlogers les dessinaient il y a un siècle.',
          GMT: 'affiche un second fuseau horaire par une fine aiguille en flèche, réglable par sauts d’une heure sans arrêter la montre.',
          MPH: 'suit la lune sur un disque étoilé qui ne demande une correction qu’une fois tous les 122 ans.',
          DIV: 'associe une lunette unidirectionnelle en céramique, une couronne vissée et des index qui brillent en profondeur.',
          TOU: 'dévoile à six heures un tourbillon d’une minute, dont la cage pèse moins d’un tiers de gramme.',
          PER: 'connaît la longueur de chaque mois et de chaque année bissextile, et n’aura pas besoin d’être corrigée avant 2100.',
        }[complication]
      }`,
    cases: {
      steel: 'Le boîtier est taillé dans l’acier inoxydable, alternativement brossé et poli,',
      rosegold:
        'Le boîtier est façonné en or rose 18 carats, un alliage chaud mis au point par la manufacture,',
      whitegold: 'Le boîtier est façonné en or blanc 18 carats et poli jusqu’à un doux effet miroir,',
      titanium: 'Le boîtier est usiné dans le titane, assez léger pour se faire oublier au poignet,',
      platinum: 'Le boîtier est façonné en platine, le plus dense des métaux précieux,',
    },
    endings: [
      'et le mouvement, visible à travers un fond saphir, est décoré de Côtes de Genève.',
      'et chaque anglage du mouvement est poli à la main avant l’emboîtage de la montre.',
      'et chaque montre est réglée dans cinq positions avant de quitter l’atelier.',
      'et le fond porte un numéro individuel, gravé à l’atelier.',
    ],
    movements: {
      CHR: 'Calibre MA 3120, chronographe automatique à roue à colonnes',
      AUT: 'Calibre MA 2100, automatique, date',
      SSC: 'Calibre MA 1450, remontage manuel, petite seconde',
      GMT: 'Calibre MA 2240, automatique, second fuseau horaire',
      MPH: 'Calibre MA 2160, automatique, phases de lune',
      DIV: 'Calibre MA 2100, automatique, date',
      TOU: 'Calibre MA 9800, remontage manuel, tourbillon d’une minute',
      PER: 'Calibre MA 5200, quantième perpétuel automatique',
    },
    specificationLabels: {
      movement: 'Mouvement',
      powerReserve: 'Réserve de marche',
      caseMaterial: 'Matière du boîtier',
      waterResistance: 'Étanchéité',
      crystal: 'Glace',
      diameter: 'Diamètre',
    },
    powerReserve: (hours) => `${hours} heures`,
    crystal: {
      domed: 'Saphir bombé, traité antireflet à l’intérieur',
      flat: 'Saphir, traité antireflet sur les deux faces',
    },
    sizes: (labels) => labels.join(' ou '),
    waterResistance: (_model, english) => english,
  },
  strap: {
    name: (material, colour, width) =>
      `${STRAP_NOUNS[material] ?? material}${colour ? ` ${colour.toLowerCase()}` : ''}, ${width} mm`,
    description: (_material, kind, width) =>
      `${
        kind === 'leather'
          ? 'Coupé, doublé et cousu main dans notre atelier de maroquinerie, ce bracelet épouse la forme du poignet en quelques semaines.'
          : 'Ce bracelet est fait pour l’eau, la chaleur et les longues journées au grand air, et garde sa forme et sa couleur année après année.'
      }\n\nIl s’adapte à toutes les montres Maison Aurèle de ${width} mm entre les cornes et se change en quelques secondes grâce aux barrettes à dégagement rapide fournies.`,
    specificationLabels: {
      material: 'Matière',
      lugWidth: 'Entre-cornes',
      buckle: 'Fermoir',
      length: 'Longueur',
    },
    buckles: {
      'Pin buckle': 'Boucle ardillon en acier inoxydable',
      'Folding clasp': 'Boucle déployante en acier inoxydable',
      'Sliding clasp': 'Fermoir coulissant en acier inoxydable',
    },
    lengths: { leather: '115 / 75 mm', metalRubber: 'Réglable, poignet de 150 à 205 mm' },
  },
};
