import type { ActionToEvents } from './dataLayerEvent';

/**
 * One map from the maps that live beside the features and in `events/`: each knows its own actions and answers
 * `[]` for any other, so the events of an action are those of every map, in the order of the list.
 */
export function combineActionMaps(maps: readonly ActionToEvents[]): ActionToEvents {
  return (action) => maps.flatMap((map) => map(action));
}
