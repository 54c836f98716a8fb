import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React adopts a page the server rendered, true once the app has taken it over (and
 * always on a page the browser rendered). A form's button stays disabled until then, so a visitor
 * who presses it early does not send the form natively, with its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
