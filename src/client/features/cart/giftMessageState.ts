import {
  findUnsupportedCharacters,
  GIFT_MESSAGE_MAX_LENGTH,
  stripUnsupported,
  validateGiftMessage,
} from '../../../common/checkout/gift-message';
import type { GiftMessage } from '../../api/cart';

/**
 * Spec 3 / 4 / 5: one gift message editor (the order's or an item's). Saving sets alreadyAdded; removing
 * clears the fields, sets alreadyAdded false and hides both the form and the result; `changed` holds while the
 * fields differ from what was first loaded (or last saved).
 */
export interface GiftMessageState {
  values: GiftMessage;
  loaded: GiftMessage;
  alreadyAdded: boolean;
  formOpen: boolean;
  /**
   * The characters to name in 'Character (%1) is not currently supported.' notices, shown for the configured
   * time; the editor words them in the store's language.
   */
  notices: string[];
  /** Bumped on every new notice so that the display timer restarts. */
  noticeId: number;
}

export type GiftMessageAction =
  | { type: 'opened' }
  | { type: 'cancelled' }
  | { type: 'fieldChanged'; field: keyof GiftMessage; value: string; authorized: string }
  | { type: 'noticesExpired'; noticeId: number }
  | { type: 'saved' }
  | { type: 'removed' };

export const EMPTY_GIFT_MESSAGE: GiftMessage = { recipient: '', sender: '', message: '' };

const hasContent = (m: GiftMessage) => Boolean(m.recipient || m.sender || m.message);

export function initialGiftMessageState(loaded: GiftMessage | null): GiftMessageState {
  const values = loaded ?? EMPTY_GIFT_MESSAGE;
  return {
    values,
    loaded: values,
    alreadyAdded: hasContent(values),
    formOpen: false,
    notices: [],
    noticeId: 0,
  };
}

/** Disallowed characters are stripped as typed, and each one is named; the text never exceeds the limit. */
function typedMessage(state: GiftMessageState, value: string, authorized: string): GiftMessageState {
  const unsupported = findUnsupportedCharacters(value, authorized);
  const message = Array.from(stripUnsupported(value, authorized)).slice(0, GIFT_MESSAGE_MAX_LENGTH).join('');
  const values = { ...state.values, message };
  if (!unsupported.length) return { ...state, values };
  return {
    ...state,
    values,
    notices: unsupported,
    noticeId: state.noticeId + 1,
  };
}

export function giftMessageReducer(state: GiftMessageState, action: GiftMessageAction): GiftMessageState {
  switch (action.type) {
    case 'opened':
      return { ...state, formOpen: true };
    case 'cancelled':
      return { ...state, formOpen: false, values: state.loaded, notices: [] };
    case 'fieldChanged':
      if (action.field === 'message') return typedMessage(state, action.value, action.authorized);
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'noticesExpired':
      return action.noticeId === state.noticeId ? { ...state, notices: [] } : state;
    case 'saved':
      return { ...state, loaded: state.values, alreadyAdded: true, formOpen: false, notices: [] };
    case 'removed':
      return { ...initialGiftMessageState(null), noticeId: state.noticeId };
  }
}

export const isChanged = (state: GiftMessageState): boolean =>
  (Object.keys(state.values) as (keyof GiftMessage)[]).some((key) => state.values[key] !== state.loaded[key]);

/** Submit is blocked while a disallowed character remains (e.g. in a message saved before the rules changed). */
export const canSave = (state: GiftMessageState, authorized: string): boolean =>
  hasContent(state.values) && validateGiftMessage(state.values.message, authorized).ok;
