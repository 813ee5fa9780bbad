import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The store locator's words (namespace `storeLocator`): the list and its search, a boutique's page and its
 * opening hours. Boutiques' names, addresses and countries are the server's data; weekday names and times come
 * from Intl in the store's locale.
 */
export const storeLocatorMessages = defineMessages({
  // brand: the house's name. The page's <title> and its meta description.
  listTitle: { id: 'storeLocator.listTitle', defaultMessage: 'Store locator | {brand}' },
  listDescription: {
    id: 'storeLocator.listDescription',
    defaultMessage:
      'Find a {brand} boutique by city or country: addresses, opening hours and the pieces each holds.',
  },
  eyebrow: { id: 'storeLocator.eyebrow', defaultMessage: 'Store locator' },
  heading: { id: 'storeLocator.heading', defaultMessage: 'Find a boutique' },
  lead: {
    id: 'storeLocator.lead',
    defaultMessage:
      'Visit {brand} in our boutiques: discover the collections, try a piece on and speak with our watch specialists.',
  },
  searchLabel: { id: 'storeLocator.searchLabel', defaultMessage: 'Search the boutiques' },
  fieldLabel: { id: 'storeLocator.fieldLabel', defaultMessage: 'City or country' },
  // Examples of what to type: a city and a country.
  placeholder: { id: 'storeLocator.placeholder', defaultMessage: 'Geneva, Japan…' },
  search: { id: 'storeLocator.search', defaultMessage: 'Search' },
  loadingShops: { id: 'storeLocator.loadingShops', defaultMessage: 'Loading the boutiques…' },
  // query: what the visitor searched for.
  noMatch: {
    id: 'storeLocator.noMatch',
    defaultMessage: 'No boutique matches “{query}”. Try a city or a country.',
  },
  results: {
    id: 'storeLocator.results',
    defaultMessage: '{count, plural, one {# boutique} other {# boutiques}}',
  },
  resultsFor: {
    id: 'storeLocator.resultsFor',
    defaultMessage: '{count, plural, one {# boutique for “{query}”} other {# boutiques for “{query}”}}',
  },
  showAll: { id: 'storeLocator.showAll', defaultMessage: 'Show all boutiques' },
  mapOfShops: { id: 'storeLocator.mapOfShops', defaultMessage: 'Map of the boutiques' },
  // source: the map data's name (Natural Earth), not translated.
  basemap: { id: 'storeLocator.basemap', defaultMessage: 'Basemap: {source}' },
  listLabel: { id: 'storeLocator.listLabel', defaultMessage: 'Boutiques' },
  // <hidden> is read by screen readers only: 'Show Maison Aurèle Geneva on the map'.
  showOnMap: { id: 'storeLocator.showOnMap', defaultMessage: 'Show<hidden> {name}</hidden> on the map' },
  // A boutique's page.
  loadingShop: { id: 'storeLocator.loadingShop', defaultMessage: 'Loading the boutique…' },
  shopDescription: {
    id: 'storeLocator.shopDescription',
    defaultMessage:
      '{name}, {address}, {zip} {city}: opening hours, telephone and the pieces held in the boutique.',
  },
  breadcrumb: { id: 'storeLocator.breadcrumb', defaultMessage: 'Breadcrumb' },
  allShops: { id: 'storeLocator.allShops', defaultMessage: 'All boutiques' },
  address: { id: 'storeLocator.address', defaultMessage: 'Address' },
  telephone: { id: 'storeLocator.telephone', defaultMessage: 'Telephone' },
  email: { id: 'storeLocator.email', defaultMessage: 'E-mail' },
  mapOfShop: { id: 'storeLocator.mapOfShop', defaultMessage: 'Map: {name}' },
  // Opening hours.
  hoursTitle: { id: 'storeLocator.hoursTitle', defaultMessage: 'Opening hours' },
  // Today's row: day is the weekday's name from Intl; <today> marks the added words: 'Wednesday · Today'.
  today: { id: 'storeLocator.today', defaultMessage: '{day}<today> · Today</today>' },
  closed: { id: 'storeLocator.closed', defaultMessage: 'Closed' },
  // zone: the boutique's IANA time zone, underscores as spaces ('Europe/Zurich').
  timeZone: { id: 'storeLocator.timeZone', defaultMessage: 'Local time of the boutique ({zone}).' },
  // time: a time of day in the store's locale ('18:30', '6:30 PM').
  openNow: { id: 'storeLocator.openNow', defaultMessage: 'Open now · closes at {time}' },
  // when: today, tomorrow or another day (then day is that weekday's name in the store's locale).
  closedNow: {
    id: 'storeLocator.closedNow',
    defaultMessage:
      'Closed now · opens {when, select, today {today at {time}} tomorrow {tomorrow at {time}} other {on {day} at {time}}}',
  },
  // The pieces the boutique holds.
  piecesTitle: { id: 'storeLocator.piecesTitle', defaultMessage: 'In the boutique' },
  noPieces: {
    id: 'storeLocator.noPieces',
    defaultMessage: 'No piece is on display in this boutique at the moment.',
  },
  piecesReservable: {
    id: 'storeLocator.piecesReservable',
    defaultMessage: 'The pieces held in this boutique today. Reserve one to try it on at your visit.',
  },
  piecesNotReservable: {
    id: 'storeLocator.piecesNotReservable',
    defaultMessage: 'The pieces held in this boutique today. This boutique does not take reservations.',
  },
  // sku: the piece's reference, as it is.
  reference: { id: 'storeLocator.reference', defaultMessage: 'Ref. {sku}' },
  // The reservation's name (as on the product page); <hidden> is read by screen readers only: the piece.
  reserve: { id: 'storeLocator.reserve', defaultMessage: 'Check & Reserve<hidden>: {piece}</hidden>' },
});
