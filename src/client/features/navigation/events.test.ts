import { menuActionToEvents, menuLinkFollowed, menuSubmenuShown } from './events';

test('a followed menu link is one menu_navigation click with its menu, level, label, url and parent', () => {
  const action = menuLinkFollowed({
    menu: 'main',
    level: 2,
    label: 'Heritage',
    url: '/en-int/watches/heritage',
    parent: 'Watches',
  });
  expect(menuActionToEvents(action)).toEqual([
    {
      event: 'menu_navigation',
      action: 'click',
      menu: 'main',
      menu_level: 2,
      menu_label: 'Heritage',
      menu_url: '/en-int/watches/heritage',
      menu_parent: 'Watches',
    },
  ]);
});

test('an opened submenu is one menu_navigation open', () => {
  expect(menuActionToEvents(menuSubmenuShown({ label: 'Watches', layout: 'desktop' }))).toEqual([
    { event: 'menu_navigation', action: 'open', menu_label: 'Watches', layout: 'desktop' },
  ]);
});

test('other actions push nothing', () => {
  expect(menuActionToEvents({ type: 'menu/opened' })).toEqual([]);
});
