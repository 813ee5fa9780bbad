import type { ReturnLabelForm } from '../../api/returnlabel';

/**
 * The page's two steps (spec 4): step 1 (the lookup) goes to step 2 with the form data when the lookup
 * answers ok; a created label brings step 1 back with the server's message and the label's link. The flow
 * lives and dies with the page, so it is the page's own state (a reducer), not the store's.
 */
export type ReturnLabelFlow =
  | { step: 'lookup'; success: { message: string; labelUrl: string | null } | null }
  | { step: 'items'; form: ReturnLabelForm };

export type FlowEvent =
  | { type: 'found'; form: ReturnLabelForm }
  | { type: 'created'; message: string; labelUrl: string | null }
  | { type: 'back' };

export const INITIAL_FLOW: ReturnLabelFlow = { step: 'lookup', success: null };

export function returnLabelFlow(_flow: ReturnLabelFlow, event: FlowEvent): ReturnLabelFlow {
  switch (event.type) {
    case 'found':
      return { step: 'items', form: event.form };
    case 'created':
      return { step: 'lookup', success: { message: event.message, labelUrl: event.labelUrl } };
    case 'back':
      return INITIAL_FLOW;
  }
}
