import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { showConsentPreferences } from '../../lib/consent/cookieConsent';
import { useConsentGranted } from '../../lib/consent/useConsent';
import { useStoreConfig } from '../../lib/store-config';
import { createChatProvider } from './chatProvider';
import type { AdvisorPanelProps } from './chatTypes';
import { chatMessages as m } from './messages';
import { watchProximity } from './proximity';
import './chat.css';

/**
 * The chat widget (spec 4 and 9, 'Chat widget'): a quiet band above the footer. Its provider is loaded once,
 * and only when both hold: the visitor accepted 'Client advisor chat' (the functional consent category) and
 * scrolled to within 200 px of the band (scroll looked at every 300 ms).
 */
export function ChatWidget() {
  const chat = useStoreConfig().integrations.chat;
  const granted = useConsentGranted('functional');
  const band = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [outcome, setOutcome] = useState<'ready' | 'failed' | null>(null);
  const loadStarted = useRef(false);
  const [Panel, setPanel] = useState<ComponentType<AdvisorPanelProps> | null>(null);
  const provider = useMemo(
    () => createChatProvider(chat, { showPanel: (panel) => setPanel(() => panel) }),
    [chat],
  );

  useEffect(() => {
    if (near || !band.current) return undefined;
    return watchProximity(band.current, () => setNear(true));
  }, [near]);

  const shouldLoad = near && granted;
  useEffect(() => {
    if (!shouldLoad || loadStarted.current) return;
    loadStarted.current = true;
    provider.load().then(
      () => setOutcome('ready'),
      () => setOutcome('failed'),
    );
  }, [shouldLoad, provider]);
  const state = outcome ?? (shouldLoad ? 'loading' : 'waiting');

  return (
    <section ref={band} className="chat-widget" aria-labelledby="chat-widget-title">
      <div className="chat-widget__inner">
        <div className="chat-widget__text">
          <h2 id="chat-widget-title" className="chat-widget__title">
            <FormattedMessage {...m.heading} />
          </h2>
          <p className="chat-widget__lead">
            <FormattedMessage {...m.lead} />
          </p>
          {granted ? null : (
            <p className="chat-widget__note">
              <FormattedMessage {...m.needsConsent} />
            </p>
          )}
          <p className="chat-widget__note" role="status">
            {state === 'loading' ? (
              <FormattedMessage {...m.loading} />
            ) : state === 'failed' ? (
              <FormattedMessage {...m.failed} />
            ) : null}
          </p>
        </div>
        {granted ? (
          state === 'ready' ? (
            <button type="button" className="button button--primary" onClick={() => provider.open()}>
              <FormattedMessage {...m.open} />
            </button>
          ) : null
        ) : (
          <button type="button" className="button button--secondary" onClick={showConsentPreferences}>
            <FormattedMessage {...m.preferences} />
          </button>
        )}
      </div>
      {Panel ? <Panel onClose={() => setPanel(null)} /> : null}
    </section>
  );
}
