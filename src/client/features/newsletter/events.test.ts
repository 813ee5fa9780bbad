import { newsletterActionToEvents, newsletterFailed, newsletterSucceeded } from './events';

describe('newsletter analytics (spec 7, 8)', () => {
  test('a success names the form', () => {
    expect(newsletterActionToEvents(newsletterSucceeded({ form: 'unsubscribe' }))).toEqual([
      { event: 'newsletter', newsletter_form: 'unsubscribe', newsletter_status: 'success' },
    ]);
  });

  test('a failure (errors true) carries the message shown', () => {
    expect(
      newsletterActionToEvents(newsletterFailed({ form: 'subscribe', message: 'Not accepted.' })),
    ).toEqual([
      {
        event: 'newsletter',
        newsletter_form: 'subscribe',
        newsletter_status: 'failure',
        newsletter_message: 'Not accepted.',
      },
    ]);
  });

  test('other actions push nothing', () => {
    expect(newsletterActionToEvents({ type: 'cart/loaded' })).toEqual([]);
  });
});
