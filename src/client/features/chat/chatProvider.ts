import type { ComponentType } from 'react';
import type { StoreConfig } from '../../api/store';
import type { AdvisorPanelProps } from './chatTypes';

/**
 * A chat provider: `load()` fetches its code (once; the widget calls it only with consent and near the
 * widget), `open()` starts a conversation. The configuration chooses it (`integrations.chat`): the built-in
 * client advisor panel, or a third-party provider's script.
 */
export interface ChatProvider {
  load(): Promise<void>;
  open(): void;
}

export type ChatConfig = StoreConfig['integrations']['chat'];

/** Where the built-in provider draws its panel: the widget. */
export interface ChatHost {
  showPanel(panel: ComponentType<AdvisorPanelProps>): void;
}

/** What a third-party script listens for to open its conversation (it draws its own launcher too). */
export const CHAT_OPEN_EVENT = 'caseback:chat-open';

export function createChatProvider(config: ChatConfig, host: ChatHost): ChatProvider {
  return config.provider === 'script' && config.script_url
    ? scriptProvider(config.script_url)
    : advisorProvider(host);
}

/** The shop's own client advisor: a lazy chunk with a panel that writes to client service. */
function advisorProvider(host: ChatHost): ChatProvider {
  let panel: ComponentType<AdvisorPanelProps> | null = null;
  return {
    async load() {
      if (panel) return;
      const chunk = await import(/* webpackChunkName: "chat-advisor" */ './advisor/AdvisorPanel');
      panel = chunk.AdvisorPanel;
    },
    open() {
      if (panel) host.showPanel(panel);
    },
  };
}

/** A third-party provider: its script from the configured URL (the CSP admits it by 'strict-dynamic'). */
function scriptProvider(url: string): ChatProvider {
  let loading: Promise<void> | null = null;
  return {
    load() {
      loading ??= new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`The chat provider's script did not load: ${url}`));
        document.head.appendChild(script);
      });
      return loading;
    },
    open() {
      window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT));
    },
  };
}
