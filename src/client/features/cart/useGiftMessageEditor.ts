import { useEffect, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useSaveGiftMessageMutation,
  type CartRef,
  type GiftMessage,
  type GiftMessageTarget,
} from '../../api/cart';
import { apiErrorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { giftMessageRemoved, giftMessageSaved } from './events';
import { canSave, giftMessageReducer, initialGiftMessageState, isChanged } from './giftMessageState';
import { cartMessages as m } from './messages';

interface EditorOptions {
  cartRef: CartRef;
  itemId: GiftMessageTarget;
  initial: GiftMessage | null;
  authorized: string;
  noticeMs: number;
}

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/** The editor's state machine plus its two calls (save, remove) and the notice timer. */
export function useGiftMessageEditor({ cartRef, itemId, initial, authorized, noticeMs }: EditorOptions) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const genericError = intl.formatMessage(m.genericError);
  const [state, send] = useReducer(giftMessageReducer, initial, initialGiftMessageState);
  const [save, { isLoading }] = useSaveGiftMessageMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!state.notices.length) return;
    const timer = setTimeout(() => send({ type: 'noticesExpired', noticeId: state.noticeId }), noticeMs);
    return () => clearTimeout(timer);
  }, [state.noticeId, state.notices.length, noticeMs]);

  const submit = async () => {
    if (!canSave(state, authorized) || isLoading) return;
    setOutcome(null);
    try {
      await save({ ref: cartRef, itemId, message: state.values });
      send({ type: 'saved' });
      setOutcome({ kind: 'done', text: intl.formatMessage(m.giftMessageSaved) });
      dispatch(giftMessageSaved({ itemId }));
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) ?? genericError });
    }
  };

  const remove = async () => {
    setOutcome(null);
    try {
      await save({ ref: cartRef, itemId, message: { recipient: '', sender: '', message: '' }, remove: true });
      send({ type: 'removed' });
      setOutcome({ kind: 'done', text: intl.formatMessage(m.giftMessageRemoved) });
      dispatch(giftMessageRemoved({ itemId }));
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) ?? genericError });
    }
  };

  return {
    state,
    changed: isChanged(state),
    savable: canSave(state, authorized),
    busy: isLoading,
    outcome,
    open: () => {
      setOutcome(null);
      send({ type: 'opened' });
    },
    cancel: () => send({ type: 'cancelled' }),
    change: (field: keyof GiftMessage, value: string) =>
      send({ type: 'fieldChanged', field, value, authorized }),
    submit,
    remove,
  };
}
