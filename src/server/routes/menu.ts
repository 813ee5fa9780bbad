import type { Handlers } from '../contract/handler-types';
import { buildMainMenu } from '../domain/menu/main-menu';
import type { RouteDeps } from './deps';

export function menuRoutes({ db }: RouteDeps): Handlers {
  return {
    getMainMenu: async ({ store }) => buildMainMenu(db, store),
  };
}
