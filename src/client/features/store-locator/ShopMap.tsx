import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { StoreLocatorMap, StoreLocatorShop } from '../../api/storeLocator';
import { BASEMAP_MAX_ZOOM, BASEMAP_SOURCE, basemapLayer } from './basemap';
import { storeLocatorMessages as m } from './messages';
import './ShopMap.css';

interface ShopMapProps {
  shops: readonly StoreLocatorShop[];
  tiles: StoreLocatorMap;
  /** The list's chosen boutique: its marker is highlighted and brought into view. */
  selectedId?: number | null;
  onSelect?: (shop: StoreLocatorShop) => void;
  /** The map's accessible name ('Map of the boutiques', 'Map: Maison Aurèle Geneva'). */
  label: string;
  /** A single boutique's page: a closer view, no need to fit several markers. */
  zoom?: number;
  className?: string;
}

const TILED_MAX_ZOOM = 18;
const SINGLE_SHOP_ZOOM = 5;
const FIT_PADDING: L.PointExpression = [36, 36];

let icon: L.DivIcon | null = null;

/**
 * A marker the page's CSS draws (no image to load), with the boutique's name as its accessible name. Made on
 * first use, in an effect: Leaflet runs in the browser only (the server renderer's build stubs it out).
 */
const markerIcon = (): L.DivIcon =>
  (icon ??= L.divIcon({
    className: 'store-map__marker',
    html: '<span class="store-map__pin" aria-hidden="true"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 26],
    tooltipAnchor: [0, -24],
  }));

/**
 * The boutiques on a Leaflet map: tiles from the configured source, else the bundled basemap (also when the
 * tiles fail to load). The list beside it is the primary interface; the map is an enhancement, so every
 * marker is also a focusable button named after its boutique.
 */
export function ShopMap({ shops, tiles, selectedId = null, onSelect, label, zoom, className }: ShopMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const attribution = useIntl().formatMessage(m.basemap, { source: BASEMAP_SOURCE });
  const markers = useRef(new Map<number, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  // The map and its ground, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tiled = tiles.tile_url !== null;
    const instance = L.map(element, {
      zoomControl: true,
      worldCopyJump: true,
      minZoom: 1,
      // Half steps let the view fit the boutiques closely (a whole world at zoom 1 is small on a wide map).
      zoomSnap: 0.5,
      maxZoom: tiled ? TILED_MAX_ZOOM : BASEMAP_MAX_ZOOM,
      scrollWheelZoom: false,
      attributionControl: true,
    });
    instance.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const ground = basemapLayer().addTo(instance);
    ground.getAttribution = () => attribution;
    instance.attributionControl.addAttribution(attribution);
    if (tiles.tile_url) {
      // Tiles draw over the basemap; a tile server that cannot be reached leaves the basemap showing.
      L.tileLayer(tiles.tile_url, {
        attribution: tiles.attribution ?? undefined,
        maxZoom: TILED_MAX_ZOOM,
      }).addTo(instance);
    }
    instance.setView([30, 10], 1);
    map.current = instance;
    const placed = markers.current;
    return () => {
      instance.remove();
      map.current = null;
      placed.clear();
    };
  }, [tiles.tile_url, tiles.attribution, attribution]);

  // One marker per boutique; the view fits them.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const placed = markers.current;
    for (const marker of placed.values()) marker.remove();
    placed.clear();
    for (const shop of shops) {
      const marker = L.marker([shop.latitude, shop.longitude], {
        icon: markerIcon(),
        title: shop.name,
        alt: shop.name,
        keyboard: true,
        riseOnHover: true,
      })
        .bindTooltip(shop.name, { direction: 'top' })
        .on('click', () => select.current?.(shop))
        // A marker is a button: Enter and Space choose it as a click does (Leaflet only moves the map on keys).
        .on('keydown', (event: L.LeafletKeyboardEvent) => {
          const key = event.originalEvent.key;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          select.current?.(shop);
        })
        .addTo(instance);
      marker.getElement()?.setAttribute('aria-label', `${shop.name}, ${shop.city}`);
      placed.set(shop.id, marker);
    }
    const first = shops[0];
    if (shops.length === 1 && first)
      instance.setView([first.latitude, first.longitude], zoom ?? SINGLE_SHOP_ZOOM);
    else if (shops.length > 1) {
      const bounds = L.latLngBounds(shops.map((s) => [s.latitude, s.longitude] as L.LatLngTuple));
      instance.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: zoom ?? BASEMAP_MAX_ZOOM - 1 });
    }
  }, [shops, zoom]);

  // The chosen boutique's marker stands out and comes into view.
  useEffect(() => {
    const instance = map.current;
    for (const [id, marker] of markers.current) {
      const element = marker.getElement();
      const chosen = id === selectedId;
      element?.classList.toggle('store-map__marker--selected', chosen);
      element?.setAttribute('aria-pressed', String(chosen));
      marker.setZIndexOffset(chosen ? 1000 : 0);
      if (chosen && instance && !instance.getBounds().contains(marker.getLatLng())) {
        instance.panTo(marker.getLatLng());
      }
    }
  }, [selectedId, shops]);

  return (
    <div
      ref={container}
      className={['store-map', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      data-basemap={tiles.tile_url ? 'tiles' : 'bundled'}
    />
  );
}
