// The server renderer's bundle (webpack's second target, build/ssr/render.js), loaded by the reference server
// as a PageRendererModule (src/common/server-render.ts).
export { connect, renderPage } from './renderPage';
