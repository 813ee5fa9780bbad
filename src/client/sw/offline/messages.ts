import { defineMessages } from '../../../common/i18n/define-messages';

/** The offline page's words (namespace `offline`): what the worker answers for a page it cannot load. */
export const offlineMessages = defineMessages({
  documentTitle: { id: 'offline.documentTitle', defaultMessage: 'Offline – {brand}' },
  title: { id: 'offline.title', defaultMessage: 'You are offline' },
  intro: {
    id: 'offline.intro',
    defaultMessage:
      'This page has not been saved on this device yet. It will open as soon as you are connected again.',
  },
  retry: { id: 'offline.retry', defaultMessage: 'Try again' },
  seenTitle: { id: 'offline.seenTitle', defaultMessage: 'Pages you have seen, available offline' },
  noneSeen: {
    id: 'offline.noneSeen',
    defaultMessage: 'No page of the boutique has been saved on this device yet.',
  },
});
