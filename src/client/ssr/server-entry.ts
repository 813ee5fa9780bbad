// The server renderer's bundle (webpack's second target, build/ssr/render.js), loaded by the reference server.
export { connectTransport, renderPage } from './renderPage';
export type { PageRequest, RenderedPage } from './renderPage';
export { SERVER_STATE_ELEMENT_ID } from '../api/serverRendered';
