import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch, RootState } from '../../app/store';
import {
  popupHidden,
  popupShown,
  selectPopupSlotFree,
  selectVisiblePopup,
  type ScheduledPopupId,
} from './popupsSlice';
import { schedulePopup } from './schedulePopup';

/** Takes the one popup slot for `id` if it is free (read at the moment of trying, not at render). */
const claimSlot =
  (id: ScheduledPopupId) =>
  (dispatch: AppDispatch, getState: () => RootState): boolean => {
    if (!selectPopupSlotFree(getState())) return false;
    dispatch(popupShown(id));
    return true;
  };

/**
 * Shows the popup `id` after `delayMs` once `ready` (its data loaded and its rules met), retrying every 5 s
 * while another popup is visible. Answers whether it is on screen, and how to take it off.
 */
export function useScheduledPopup(id: ScheduledPopupId, delayMs: number, ready: boolean) {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectVisiblePopup) === id;
  useEffect(() => {
    if (!ready) return undefined;
    return schedulePopup({
      delayMs,
      tryShow: () => dispatch(claimSlot(id)),
    });
  }, [dispatch, id, delayMs, ready]);
  // A popup taken off the page (another store page's layout) gives the slot back.
  useEffect(() => () => void dispatch(popupHidden(id)), [dispatch, id]);
  return { visible, hide: () => dispatch(popupHidden(id)) };
}
