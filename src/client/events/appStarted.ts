import { createAction } from '@reduxjs/toolkit';

/**
 * The app has mounted in the browser (dispatched by `index.tsx`; the session listeners react to it). Shared
 * because the entry point and a feature both use it; it maps to no data-layer event, so it has no map.
 */
export const appStarted = createAction('app/started');
