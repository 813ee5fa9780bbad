import { jsonInHtml } from '../../../common/json-in-html';

/** One JSON-LD object as the text of its `<script type="application/ld+json">` (escaped: common/json-in-html.ts). */
export const serializeJsonLd = (data: object): string => jsonInHtml(data);

/** The attribute that marks the page's JSON-LD scripts (the server writes it too, so the browser adopts them). */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-page-structured-data';
