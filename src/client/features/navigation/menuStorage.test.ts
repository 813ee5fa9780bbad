import { menuStorageKey, readRememberedMenu, rememberMenu } from './menuStorage';

beforeEach(() => localStorage.clear());

describe('the menu remembered per store (spec 2.1)', () => {
  test('the open flag is reset on reading; the last menu and level come back', () => {
    rememberMenu(localStorage, 'fr-ch', { open: true, activeMenu: '3', level: 2 });
    expect(JSON.parse(localStorage.getItem('caseback_menu_fr-ch')!)).toEqual({
      open: true,
      activeMenu: '3',
      level: 2,
    });
    expect(readRememberedMenu(localStorage, 'fr-ch')).toEqual({ open: false, activeMenu: '3', level: 2 });
  });

  test('each store keeps its own', () => {
    rememberMenu(localStorage, 'fr-ch', { open: false, activeMenu: '3', level: 2 });
    expect(readRememberedMenu(localStorage, 'en-int')).toBeNull();
  });

  test('a value that is not ours is ignored field by field', () => {
    localStorage.setItem(menuStorageKey('en-int'), '{"activeMenu": 7, "level": 9}');
    expect(readRememberedMenu(localStorage, 'en-int')).toEqual({ open: false, activeMenu: null, level: 1 });
    localStorage.setItem(menuStorageKey('en-int'), 'not json');
    expect(readRememberedMenu(localStorage, 'en-int')).toBeNull();
  });
});
