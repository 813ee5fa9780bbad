import { lazyLeaf } from '../../lib/lazyLeaf';
// The band's styles come with the shell, so its server-rendered markup is laid out from the first paint, before
// its code arrives.
import './chat.css';

/*
 * The chat band (ChatWidget) sits above the footer, out of the first view: its code (the consent and proximity
 * watch, the provider's loader) hydrates once its chunk has arrived (lazyLeaf), while the server's markup shows
 * from the first paint.
 */
export const LazyChatWidget = lazyLeaf(() =>
  import(/* webpackChunkName: "chat-widget" */ './ChatWidget').then((m) => m.ChatWidget),
);
