import { defineMessages } from '../../../common/i18n/define-messages';

/** The listing's own words (layered navigation and sort), answered in the store's language. */
export const filterLabels = defineMessages({
  collection: { id: 'catalog.filter.collection', defaultMessage: 'Collection' },
  colour: { id: 'catalog.filter.colour', defaultMessage: 'Dial colour' },
  case_size: { id: 'catalog.filter.caseSize', defaultMessage: 'Case size' },
  material: { id: 'catalog.filter.material', defaultMessage: 'Material' },
  price: { id: 'catalog.filter.price', defaultMessage: 'Price' },
});

export const sortLabels = defineMessages({
  relevance: { id: 'catalog.sort.relevance', defaultMessage: 'Relevance' },
  position: { id: 'catalog.sort.position', defaultMessage: 'Featured' },
  name: { id: 'catalog.sort.name', defaultMessage: 'Name' },
  price: { id: 'catalog.sort.price', defaultMessage: 'Price' },
  newest: { id: 'catalog.sort.newest', defaultMessage: 'Newest' },
});
