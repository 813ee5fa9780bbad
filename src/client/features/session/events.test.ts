import { sessionActionToEvents, userMetaResolved } from './events';

describe('user meta -> dataLayer event', () => {
  test("'User Meta' spreads the record after the event name", () => {
    const meta = { client_id: null, login_status: false, website_id: null };
    expect(sessionActionToEvents(userMetaResolved(meta))).toEqual([{ event: 'User Meta', ...meta }]);
  });
});
