import * as L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/*
 * The map's ground when no tile server is configured (the default: nothing here reaches the internet) or the
 * configured one cannot be reached: the world's countries at 1:110m from Natural Earth (world-atlas, public
 * domain), converted from TopoJSON in the browser and drawn as SVG paths. It ships in this page's chunk only.
 */

/** The lowest detail worth showing over the low-detail ground: a city block would be a blur of one shape. */
export const BASEMAP_MAX_ZOOM = 7;
/** The basemap's source, credited on the map ('Basemap: Natural Earth', in the store's language). */
export const BASEMAP_SOURCE = 'Natural Earth';

const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;

type Ring = [number, number][];

/** Antarctica's ISO 3166 numeric code, as world-atlas names its countries. */
const ANTARCTICA = '010';

/**
 * A ring that crosses the antimeridian (Russia, Fiji) jumps from +180 to -180 degrees; drawn as is, it would
 * streak a line across the whole map. Shifting the points after a jump by 360 degrees keeps it in one piece.
 */
export function unwrapRing(ring: Ring): Ring {
  let shift = 0;
  return ring.map(([lng, lat], i) => {
    const previous = i > 0 ? ring[i - 1] : undefined;
    if (previous) {
      const jump = lng - previous[0];
      if (jump > 180) shift -= 360;
      else if (jump < -180) shift += 360;
    }
    return [lng + shift, lat];
  });
}

let countriesGeoJson: GeoJSON.FeatureCollection | null = null;

/** The countries as GeoJSON (converted once per visit), rings unwrapped at the antimeridian. */
function countryShapes(): GeoJSON.FeatureCollection {
  if (countriesGeoJson) return countriesGeoJson;
  const collection = feature(topology, topology.objects.countries);
  const features = collection.features.flatMap((country) => {
    // Antarctica holds no boutique, and at this scale it would be a white band along the whole bottom edge.
    if (country.id === ANTARCTICA) return [];
    const { geometry } = country;
    if (geometry.type === 'Polygon') {
      return [
        {
          ...country,
          geometry: { ...geometry, coordinates: geometry.coordinates.map((r) => unwrapRing(r as Ring)) },
        },
      ];
    }
    if (geometry.type === 'MultiPolygon') {
      const coordinates = geometry.coordinates.map((polygon) => polygon.map((r) => unwrapRing(r as Ring)));
      return [{ ...country, geometry: { ...geometry, coordinates } }];
    }
    return [country];
  });
  countriesGeoJson = { type: 'FeatureCollection', features };
  return countriesGeoJson;
}

/** A layer of every country, calm and flat, that never takes the pointer or the focus. */
export function basemapLayer(): L.GeoJSON {
  return L.geoJSON(countryShapes(), {
    interactive: false,
    style: {
      className: 'store-map__country',
      color: '#cdc3b4',
      weight: 0.6,
      fillColor: '#f4efe6',
      fillOpacity: 1,
    },
  });
}
