import type { ProductContentTranslation } from './types';

export const FR_PRODUCT_CONTENT: ProductContentTranslation = {
  features: {
    titles: ['Le mouvement', 'Le boîtier', 'Le cadran'],
    movements: {
      CHR: 'Une roue à colonnes commande le départ, l’arrêt et la remise à zéro : chaque poussoir répond avec la même netteté.',
      AUT: 'Une masse oscillante en or massif remonte le ressort de barillet à chaque mouvement du poignet.',
      SSC: 'Les secondes tournent à l’écart des heures, dans un petit cadran creusé juste au-dessus de six heures.',
      GMT: 'Une seconde aiguille des heures garde l’heure du domicile, tandis que les aiguilles principales sautent, heure par heure, à l’heure locale.',
      MPH: 'Un disque de 59 dents fait traverser le ciel à deux lunes, avec un écart d’un seul jour en 122 ans.',
      DIV: 'Scellé par une couronne vissée et des joints doublés, le mouvement est éprouvé dans l’eau à 125\u00a0% de sa profondeur.',
      TOU: 'L’échappement tourne sur lui-même une fois par minute et compense ainsi l’attraction terrestre dans toutes les positions.',
      PER: 'Une mémoire mécanique de 48 mois connaît la longueur de chaque mois, années bissextiles comprises.',
    },
    caseBody: (material, sizes) => `${material}, ${sizes} de diamètre, avec une glace saphir de chaque côté.`,
    dialBody: (colour, name) =>
      `Un cadran ${colour.toLowerCase()}, laqué en douze couches et poli à la main entre chacune, pour la ${name}.`,
  },
  options: {
    titles: { engraving: 'Gravure du fond', strap_length: 'Longueur du bracelet' },
    strapLengths: {
      standard: 'Standard, 115 / 75 mm',
      short: 'Court, 105 / 70 mm',
      long: 'Long, 125 / 85 mm',
    },
    engravingConditions: {
      title: 'Conditions de gravure',
      text: [
        'Nous gravons le fond exactement tel que vous saisissez le texte : veuillez vérifier l’orthographe, les espaces et les majuscules.',
        'Une montre gravée n’est faite que pour vous. Elle ne peut être ni retournée ni échangée, sauf en cas de défaut de fabrication.',
        'La gravure prolonge le délai de livraison de 10 jours ouvrables au plus.',
      ].join('\n\n'),
    },
  },
  sizeGuides: { watch: 'Guide des tailles', strap: 'Guide des tailles des bracelets' },
};
