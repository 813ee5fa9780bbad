import { defineMessages } from '../../../common/i18n/define-messages';

/** What the chat widget and the client advisor panel say (namespace `chat`). */
export const chatMessages = defineMessages({
  heading: { id: 'chat.heading', defaultMessage: 'Client advisor' },
  lead: {
    id: 'chat.lead',
    defaultMessage: 'Questions about a watch, its service or an order? Our client advisors are here to help.',
  },
  // ‘Client advisor chat’ is the name of the consent category in the cookie preferences.
  needsConsent: {
    id: 'chat.needsConsent',
    defaultMessage:
      'The chat is switched off until you allow ‘Client advisor chat’ in your cookie preferences.',
  },
  preferences: { id: 'chat.preferences', defaultMessage: 'Cookie preferences' },
  loading: { id: 'chat.loading', defaultMessage: 'Loading the chat…' },
  failed: {
    id: 'chat.failed',
    defaultMessage:
      'The chat could not be loaded. Please try again later, or write to us from the contact page.',
  },
  open: { id: 'chat.open', defaultMessage: 'Chat with a client advisor' },
  panelTitle: { id: 'chat.panelTitle', defaultMessage: 'Chat with a client advisor' },
  panelLead: {
    id: 'chat.panelLead',
    defaultMessage:
      'Write your question below: it goes straight to our client advisors, who answer you by e-mail.',
  },
  name: { id: 'chat.name', defaultMessage: 'Name' },
  email: { id: 'chat.email', defaultMessage: 'Email' },
  question: { id: 'chat.question', defaultMessage: 'Your question' },
  send: { id: 'chat.send', defaultMessage: 'Send to a client advisor' },
  required: { id: 'chat.required', defaultMessage: 'This is a required field.' },
  invalidEmail: { id: 'chat.invalidEmail', defaultMessage: 'Please enter a valid email address.' },
  // max: the field's greatest length, a number.
  tooLong: { id: 'chat.tooLong', defaultMessage: 'Please enter {max} characters or fewer.' },
  sendFailed: { id: 'chat.sendFailed', defaultMessage: 'Your question could not be sent. Please try again.' },
  thanks: {
    id: 'chat.thanks',
    defaultMessage:
      "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
  },
  another: { id: 'chat.another', defaultMessage: 'Ask another question' },
});
