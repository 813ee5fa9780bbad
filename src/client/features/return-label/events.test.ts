import { returnLabelActionToEvents, returnLabelCreated, returnLabelOrderLookedUp } from './events';

describe('return label analytics', () => {
  it('pushes the order lookup, found or not', () => {
    expect(returnLabelActionToEvents(returnLabelOrderLookedUp({ status: 'ok' }))).toEqual([
      { event: 'return_label', return_label_step: 'order_lookup', return_label_status: 'success' },
    ]);
    expect(returnLabelActionToEvents(returnLabelOrderLookedUp({ status: 'nok' }))).toEqual([
      { event: 'return_label', return_label_step: 'order_lookup', return_label_status: 'failure' },
    ]);
  });

  it('pushes the creation of a label, made or refused', () => {
    expect(returnLabelActionToEvents(returnLabelCreated({ status: 'ok' }))).toEqual([
      { event: 'return_label', return_label_step: 'create', return_label_status: 'success' },
    ]);
    expect(returnLabelActionToEvents(returnLabelCreated({ status: 'nok' }))).toEqual([
      { event: 'return_label', return_label_step: 'create', return_label_status: 'failure' },
    ]);
  });

  it('pushes nothing for other actions', () => {
    expect(returnLabelActionToEvents({ type: 'other' })).toEqual([]);
  });
});
