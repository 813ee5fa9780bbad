import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../test-utils';
import { installPointerEvent } from './pointerEvents.testing';

// The example's first picture is an 800 px SVG: its zoomable natural size is 1600 px. In a 400 px
// viewport it fits at a quarter of that, so the configured 20% step goes 1 -> 1.8 -> 2.6 -> 3.4 -> 4.
const PAGE = '/en-int/heritage-chronograph.html';
const PICTURE = 'Heritage Chronograph, midnight blue dial, 40 mm';

beforeAll(installPointerEvent);
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});

async function openFullscreen() {
  const app = renderApp(PAGE);
  const trigger = await screen.findByRole('button', { name: `Open fullscreen view: ${PICTURE}` });
  await app.user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Heritage Chronograph: fullscreen gallery' });
  const image = () => dialog.querySelector<HTMLImageElement>('.gallery-fullscreen__image')!;
  const zoom = () => dialog.querySelector('.gallery-fullscreen__viewport')!.getAttribute('data-zoom');
  return { ...app, trigger, dialog, image, zoom };
}

describe('fullscreen zoom (spec 4 "Gallery zoom")', () => {
  test('zoom steps go up to natural size, then back down until the picture fits, which resets it', async () => {
    const { user, image, zoom } = await openFullscreen();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.click(zoomIn);
      seen.push(zoom());
    }
    expect(seen).toEqual(['1.80', '2.60', '3.40', '4.00']);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomIn);
    expect(zoom()).toBe('4.00');

    // Arrow keys pan the zoomed picture by 40 px.
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(image().style.transform).toBe('translate(40px, 80px) scale(4)');

    const out: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.click(zoomOut);
      out.push(zoom());
    }
    expect(out).toEqual(['3.20', '2.40', '1.60', '1.00']);
    expect(image().style.transform).toBe('translate(0px, 0px) scale(1)');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  });

  test('a double tap zooms to natural size and the next one back; + and - step too', async () => {
    const { user, image, zoom } = await openFullscreen();
    // Taps 100 ms apart (the rule's clock), then a pause longer than the 400 ms window.
    let now = 50_000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const tap = () => {
      now += 100;
      fireEvent.pointerDown(image(), { pointerType: 'touch', clientX: 200, clientY: 200 });
      fireEvent.pointerUp(image(), { pointerType: 'touch', clientX: 200, clientY: 200 });
    };
    tap();
    expect(zoom()).toBe('1.00');
    tap();
    expect(zoom()).toBe('4.00');
    tap();
    tap();
    expect(zoom()).toBe('1.00');
    // Two taps more than 400 ms apart are two single taps.
    tap();
    now += 400;
    tap();
    expect(zoom()).toBe('1.00');
    await user.keyboard('+');
    expect(zoom()).toBe('1.80');
    await user.keyboard('-');
    expect(zoom()).toBe('1.00');
  });

  test('when not zoomed, arrow keys change slide; a swipe too', async () => {
    const { user, dialog, image } = await openFullscreen();
    expect(dialog).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveTextContent('1 / 3');
    fireEvent.pointerDown(image(), { pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerMove(image(), { pointerType: 'touch', clientX: 200, clientY: 200 });
    fireEvent.pointerUp(image(), { pointerType: 'touch', clientX: 200, clientY: 200 });
    expect(dialog).toHaveTextContent('2 / 3');
  });
});

describe('fullscreen dialog', () => {
  test('focus moves in, Tab stays inside, Escape closes and focus returns to the trigger', async () => {
    const { user, trigger } = await openFullscreen();
    expect(screen.getByRole('button', { name: 'Close fullscreen view' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    screen.getAllByRole('button', { name: 'Next media' }).at(-1)!.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getAllByRole('button', { name: 'Next media' }).at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  test('the close button closes it too', async () => {
    const { user } = await openFullscreen();
    await user.click(screen.getByRole('button', { name: 'Close fullscreen view' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
