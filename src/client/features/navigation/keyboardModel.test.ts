import { menuKeyIntent, type KeyContext } from './keyboardModel';

const desktopTop: KeyContext = { layout: 'desktop', zone: 'top', index: 1, count: 4, opensSubmenu: true };
const desktopSub: KeyContext = { ...desktopTop, zone: 'submenu', index: 0, count: 5, opensSubmenu: false };
const mobileTop: KeyContext = { ...desktopTop, layout: 'mobile' };
const mobileSub: KeyContext = { ...desktopSub, layout: 'mobile' };

describe('desktop first level (a horizontal bar)', () => {
  test('Left and Right move between the entries and wrap at the ends', () => {
    expect(menuKeyIntent('ArrowRight', desktopTop)).toEqual({ type: 'focus', index: 2 });
    expect(menuKeyIntent('ArrowLeft', desktopTop)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyIntent('ArrowRight', { ...desktopTop, index: 3 })).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyIntent('ArrowLeft', { ...desktopTop, index: 0 })).toEqual({ type: 'focus', index: 3 });
  });

  test('Home and End jump to the first and the last entry', () => {
    expect(menuKeyIntent('Home', desktopTop)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyIntent('End', desktopTop)).toEqual({ type: 'focus', index: 3 });
  });

  test('Down opens a list or grid submenu on its first link, Up on its last entry', () => {
    expect(menuKeyIntent('ArrowDown', desktopTop)).toEqual({ type: 'openSubmenu', focus: 'first' });
    expect(menuKeyIntent('ArrowUp', desktopTop)).toEqual({ type: 'openSubmenu', focus: 'last' });
  });

  test('Down on a plain link does nothing (the page keeps its scrolling)', () => {
    expect(menuKeyIntent('ArrowDown', { ...desktopTop, opensSubmenu: false })).toBeNull();
  });

  test('Escape closes the open submenu', () => {
    expect(menuKeyIntent('Escape', desktopTop)).toEqual({ type: 'closeSubmenu' });
  });

  test('other keys are left to the browser (Tab, Enter, letters)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a']) expect(menuKeyIntent(key, desktopTop)).toBeNull();
  });
});

describe('desktop submenu', () => {
  test('all four arrows move through the entries, wrapping', () => {
    expect(menuKeyIntent('ArrowDown', desktopSub)).toEqual({ type: 'focus', index: 1 });
    expect(menuKeyIntent('ArrowRight', desktopSub)).toEqual({ type: 'focus', index: 1 });
    expect(menuKeyIntent('ArrowUp', desktopSub)).toEqual({ type: 'focus', index: 4 });
    expect(menuKeyIntent('ArrowLeft', desktopSub)).toEqual({ type: 'focus', index: 4 });
  });

  test('Escape closes the submenu (focus goes back to its entry)', () => {
    expect(menuKeyIntent('Escape', desktopSub)).toEqual({ type: 'closeSubmenu' });
  });
});

describe('mobile (a vertical list in the panel)', () => {
  test('Up and Down move, Right opens a submenu, Left and Right do not move', () => {
    expect(menuKeyIntent('ArrowDown', mobileTop)).toEqual({ type: 'focus', index: 2 });
    expect(menuKeyIntent('ArrowUp', mobileTop)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyIntent('ArrowRight', mobileTop)).toEqual({ type: 'openSubmenu', focus: 'first' });
    expect(menuKeyIntent('ArrowRight', { ...mobileTop, opensSubmenu: false })).toBeNull();
    expect(menuKeyIntent('ArrowLeft', mobileTop)).toBeNull();
  });

  test('in a submenu Left goes back to the first level', () => {
    expect(menuKeyIntent('ArrowLeft', mobileSub)).toEqual({ type: 'closeSubmenu' });
    expect(menuKeyIntent('ArrowDown', mobileSub)).toEqual({ type: 'focus', index: 1 });
  });

  test('Escape closes the whole menu, from either level', () => {
    expect(menuKeyIntent('Escape', mobileTop)).toEqual({ type: 'closeMenu' });
    expect(menuKeyIntent('Escape', mobileSub)).toEqual({ type: 'closeMenu' });
  });
});
