import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False in the server's render and while hydrating, true after: the popups are the browser's alone. */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
