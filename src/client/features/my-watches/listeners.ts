import { myWatchesApi, REGISTERED_WATCH_TAG } from '../../api/myWatches';
import type { AppStartListening } from '../../app/listening';
import { watchRegistered } from '../../events/watch-registration';

/** A watch registered through the modal (any page) joins my watches without a reload: the list is stale. */
export function registerMyWatchesListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: watchRegistered,
    effect: (_action, api) => {
      api.dispatch(myWatchesApi.util.invalidateTags([REGISTERED_WATCH_TAG]));
    },
  });
}
