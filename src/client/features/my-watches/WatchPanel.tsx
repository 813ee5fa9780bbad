import { FormattedMessage, useIntl } from 'react-intl';
import type { RegisteredWatch } from '../../api/myWatches';
import { Dialog } from '../../components/Dialog/Dialog';
import { ServicesView } from './ServicesView';
import { StrapsView } from './StrapsView';
import { WarrantyView } from './WarrantyView';
import { myWatchesMessages as m } from './messages';
import { PANEL_TITLES, PANEL_VIEWS, type PanelView } from './myWatchesTexts';

interface WatchPanelProps {
  storeCode: string;
  watch: RegisteredWatch;
  view: PanelView;
  onView: (view: PanelView) => void;
  onClose: () => void;
}

/**
 * Spec 2.10: the one slide-in panel of my watches. Warranty, Compatible straps and Services open it on their
 * view; its own tabs move between the three without closing it.
 */
export function WatchPanel({ storeCode, watch, view, onView, onClose }: WatchPanelProps) {
  const intl = useIntl();
  const identity = { name: watch.product.name, serial: watch.serial };
  return (
    <Dialog
      variant="panel"
      title={intl.formatMessage(PANEL_TITLES[view])}
      subtitle={intl.formatMessage(m.watchIdentity, identity)}
      onClose={onClose}
      closeLabel={intl.formatMessage(m.closePanel)}
      className="watch-panel"
      focusKey={view}
    >
      <nav className="watch-panel__tabs" aria-label={intl.formatMessage(m.watchTabs, identity)}>
        {PANEL_VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            className="watch-panel__tab"
            aria-current={name === view ? 'true' : undefined}
            onClick={() => onView(name)}
          >
            <FormattedMessage {...PANEL_TITLES[name]} />
          </button>
        ))}
      </nav>
      <div className="watch-panel__content" data-view={view}>
        {view === 'warranty' ? <WarrantyView storeCode={storeCode} watch={watch} /> : null}
        {view === 'compatible-straps' ? <StrapsView storeCode={storeCode} watch={watch} /> : null}
        {view === 'services' ? <ServicesView storeCode={storeCode} watch={watch} /> : null}
      </div>
    </Dialog>
  );
}
