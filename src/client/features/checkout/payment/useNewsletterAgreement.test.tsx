import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { contractExample, contractUrl, server } from '../../../test-utils';
import { FORM_KEY } from '../testing/checkoutFixtures';
import { useNewsletterAgreement } from './useNewsletterAgreement';

const DELAY_MS = 2000;

function renderAgreement() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useNewsletterAgreement('en-int', DELAY_MS), { wrapper });
}

describe('newsletter agreement with a configured delay (spec 7: once per timer)', () => {
  let posts: number;
  beforeEach(() => {
    posts = 0;
    document.cookie = `form_key=${FORM_KEY}; path=/`;
    server.use(
      http.post(contractUrl('subscribeCheckoutNewsletter'), () => {
        posts += 1;
        return HttpResponse.json(contractExample('subscribeCheckoutNewsletter') as object);
      }),
    );
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  test('ticking posts once, after the delay', async () => {
    const { result } = renderAgreement();
    act(() => result.current.toggle(true));
    act(() => jest.advanceTimersByTime(DELAY_MS - 1));
    expect(posts).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(posts).toBe(1));
    act(() => jest.advanceTimersByTime(DELAY_MS * 5));
    expect(posts).toBe(1);
    expect(result.current.checked).toBe(true);
  });

  test('unticking before the timer fires cancels it; ticking again starts one new timer', async () => {
    const { result } = renderAgreement();
    act(() => result.current.toggle(true));
    act(() => jest.advanceTimersByTime(DELAY_MS - 500));
    act(() => result.current.toggle(false));
    act(() => jest.advanceTimersByTime(DELAY_MS * 2));
    expect(posts).toBe(0);

    act(() => result.current.toggle(true));
    act(() => jest.advanceTimersByTime(DELAY_MS - 1));
    expect(posts).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(posts).toBe(1));
  });

  test('leaving the page cancels a waiting timer', () => {
    const { result, unmount } = renderAgreement();
    act(() => result.current.toggle(true));
    unmount();
    act(() => jest.advanceTimersByTime(DELAY_MS * 2));
    expect(posts).toBe(0);
  });
});
