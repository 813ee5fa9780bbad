/** A mutation as `dispatch(endpoint.initiate(arg))` returns it. */
interface MutationCall<T> {
  unwrap(): Promise<T>;
  reset(): void;
}

/**
 * A mutation sent without its hook: its answer (or its error, thrown), and its entry taken out of the store once
 * it has settled, as the hook's would be when its component unmounts. For buttons repeated down a list (a card's
 * wishlist, compare and cart buttons): a mutation hook per button is a store subscription and a selector that
 * every change of the store runs again, dozens of times over on a category page.
 */
export async function settledMutation<T>(call: MutationCall<T>): Promise<T> {
  try {
    return await call.unwrap();
  } finally {
    call.reset();
  }
}
