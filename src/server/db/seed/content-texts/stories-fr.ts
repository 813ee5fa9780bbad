import { h, p, q } from './sections';
import type { StoryIdentifier, StoryText } from './types';

/** The stories for the French stores (fr-ch, fr-fr). */
export const STORIES_FR: Record<StoryIdentifier, StoryText> = {
  'the-making-of-a-dial': {
    title: 'La naissance d’un cadran',
    excerpt: 'Quarante-deux étapes entre un disque de laiton brut et le cadran d’une Heritage.',
    alt: 'Un cadran guilloché sous le tour à guillocher',
    sections: [
      p(
        'Chaque cadran Heritage naît d’un disque de laiton brut de quatre dixièmes de millimètre d’épaisseur, découpé et aplani dans notre atelier de la Vallée de Joux.',
      ),
      h('Guilloché à la main'),
      p(
        'Le motif est taillé sur un tour à guillocher construit en 1911. Le cadranier tourne la manivelle à la main\u202f; les cames du tour guident le disque contre un burin fixe, un cercle après l’autre, soixante-douze cercles pour une rosace.',
      ),
      q(
        'Ce tour est plus âgé que moi, et il me survivra. Mon travail consiste à le garder juste.',
        'Élise, cadranière',
      ),
      h('Argent, laque et lumière'),
      p(
        'Le cadran guilloché est grené, argenté, puis reçoit huit couches de laque transparente, chacune polie avant la suivante. Les index sont posés un à un, à la brucelle et sous la loupe.',
      ),
      p(
        'De la première taille au dernier contrôle, un cadran demande trois semaines. Environ un sur cinq est écarté\u202f; aucun n’est jamais retouché.',
      ),
    ],
  },
  'ninety-days-of-regulation': {
    title: 'Quatre-vingt-dix jours de réglage',
    excerpt: 'Pourquoi chaque mouvement passe trois mois sur le banc de réglage avant d’être emboîté.',
    alt: 'Un mouvement sur l’établi de l’horloger',
    sections: [
      p(
        'Un mouvement quitte l’établi d’assemblage en marche, mais il n’est pas encore tout à fait des nôtres. Pendant quatre-vingt-dix jours, il est remonté, éprouvé dans six positions et à trois températures, et ajusté par l’horloger qui l’a assemblé.',
      ),
      h('Six positions, trois températures'),
      p(
        'La gravité n’agit pas de la même façon sur le balancier selon que la montre repose à plat ou se tient sur sa couronne. Nous mesurons la marche dans chaque position, au froid, à la chaleur du corps et dans la chaleur d’une voiture en plein été.',
      ),
      q('Une montre juste sur l’établi mais fausse au poignet n’est pas terminée.', 'Marc, régleur'),
      p(
        'Ce n’est que lorsque la marche reste dans nos tolérances trente jours d’affilée que le mouvement est emboîté, et son certificat signé à la main.',
      ),
    ],
  },
  'the-drawings-of-1887': {
    title: 'Les dessins de 1887',
    excerpt:
      'Le premier calibre de la maison survit sur six feuilles de papier. Nos montres Heritage les suivent encore.',
    alt: 'Le dessin de 1887 du premier calibre',
    sections: [
      p(
        'Dans un tiroir du bureau du fondateur, six feuilles de papier décrivent le Calibre n°\u00a01\u00a0: sa platine, ses ponts et un cadran à minuterie chemin de fer.',
      ),
      h('Lus, non copiés'),
      p(
        'Lorsque nous avons dessiné la collection Heritage, nous n’avons pas repris les anciens traits. Nous les avons mesurés\u00a0: la proportion du cadran à la boîte, la longueur des aiguilles, le poids des chiffres.',
      ),
      q(
        'Les dessins ne nous disent pas ce qu’il faut faire. Ils nous disent ce qu’il faut laisser de côté.',
        'Le studio de création',
      ),
      p(
        'Les feuilles sont conservées dans l’obscurité, à dix-huit degrés. Les visiteurs de la maison peuvent les découvrir sur rendez-vous.',
      ),
    ],
  },
  'a-navigator-at-sea': {
    title: 'Une Navigator en mer',
    excerpt:
      'Onze semaines de traversée de l’Atlantique au poignet d’un équipage, sans une seconde perdue au sel.',
    alt: 'Une Navigator au poignet',
    sections: [
      p(
        'L’hiver dernier, quatre Navigator Diver 300 ont traversé l’Atlantique avec un équipage de navigateurs, de Lorient à la Martinique, aller et retour.',
      ),
      h('Le sel, le soleil et soixante mille tours de winch'),
      p(
        'Les montres n’ont jamais quitté les poignets. On les rinçait à l’eau douce quand il en restait, et le reste du temps on les laissait aux embruns.',
      ),
      q('Dès la deuxième semaine, nous avons cessé de les comparer au GPS.', 'Le skipper'),
      p(
        'De retour à l’atelier, chaque montre a été ouverte et mesurée. Toutes les quatre restaient à moins de quatre secondes par jour\u202f; leurs joints ont été remplacés, comme le seront ceux de votre montre à chaque révision.',
      ),
    ],
  },
};
