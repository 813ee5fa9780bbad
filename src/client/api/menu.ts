import { menuGenApi } from './menu.gen';

// The menu is on every page and changes with the catalogue's configuration only: keep it across navigations.
const TEN_MINUTES_S = 600;

export const menuApi = menuGenApi.enhanceEndpoints({
  endpoints: {
    getMainMenu: { keepUnusedDataFor: TEN_MINUTES_S },
  },
});

export const { useGetMainMenuQuery } = menuApi;

export type { MainMenu, MenuItem } from './menu.gen';
