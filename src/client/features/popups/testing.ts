import { waitFor } from '@testing-library/react';
import type { AppStore } from '../../app/store';

/** Waits until the popups' query has answered, so the fake clock starts from loaded data. */
export async function answered(store: AppStore, endpointName: string): Promise<void> {
  await waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).some(
        (q) => q?.endpointName === endpointName && q.status === 'fulfilled',
      ),
    ).toBe(true),
  );
}
