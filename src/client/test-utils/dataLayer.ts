/** The events pushed so far, typed loosely for assertions. */
export const dataLayerEvents = (): Record<string, unknown>[] =>
  (window.dataLayer ?? []) as Record<string, unknown>[];

export const pageTypesPushed = (): unknown[] =>
  dataLayerEvents()
    .filter((event) => event.event === 'page_view')
    .map((event) => event.page_type);
