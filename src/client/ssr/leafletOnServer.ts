/**
 * What `leaflet` is in the server renderer's build (webpack alias): Leaflet reads `window` as it loads, and the
 * map only ever draws in effects, which a server render does not run. The server renders the map's empty
 * container; any call reaching Leaflet here is a bug, and says so.
 */
const refuse = (name: PropertyKey) => () => {
  throw new Error(`Leaflet's ${String(name)} was called during a server render: maps draw in effects only`);
};

module.exports = new Proxy({}, { get: (_target, name) => refuse(name) });
