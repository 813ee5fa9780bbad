/**
 * Spec 9 'Menu', both readings; the CSS animations use the same values (MenuBar.css, Submenu.css,
 * MainMenu.css and menuSteps.css).
 */
export const MENU_TIMINGS = {
  /** Desktop: a pointer resting this long on a first-level item opens its submenu. */
  hoverInMs: 300,
  /** Desktop: the pointer away this long closes the open submenu. */
  hoverOutMs: 500,
  /** Desktop: the submenu's fade and slide. */
  submenuAnimationMs: 200,
  /** Desktop: the 'more' collapse is computed again this long after the last resize. */
  resizeDebounceMs: 300,
  /** Desktop: the first collapse check waits this long for the bar's fonts and layout to settle. */
  collapseCheckDelayMs: 100,
  /** Mobile: the panel's opening animation and a submenu's slide in. */
  mobileOpenMs: 400,
  /** Mobile: the slide back from a submenu to the first level. */
  backMs: 200,
} as const;

/**
 * The one breakpoint (README, 'Main menu'): from 768 px the menu is the desktop bar (hover, 'more'), below it
 * the toggle's panel with its three tabs. 1320 px, the first reading's desktop breakpoint, is the content's
 * maximum width: from there the whole first level fits the bar without collapsing.
 */
export const MENU_DESKTOP_QUERY = '(min-width: 768px)';
/** Spec 2.1: no collapsing into 'more' below 640 px. */
export const NO_COLLAPSE_BELOW_PX = 640;
/** Spec 2.1 (first reading): the header's default height, used until the header has been measured. */
export const DEFAULT_HEADER_HEIGHT_PX = 86;
