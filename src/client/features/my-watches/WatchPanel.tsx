import type { RegisteredWatch } from '../../api/myWatches';
import { Dialog } from '../../components/Dialog/Dialog';
import { ServicesView } from './ServicesView';
import { StrapsView } from './StrapsView';
import { WarrantyView } from './WarrantyView';
import { MY_WATCHES_TEXTS as TEXTS, PANEL_TITLES, PANEL_VIEWS, type PanelView } from './myWatchesTexts';

interface WatchPanelProps {
  storeCode: string;
  locale: string;
  watch: RegisteredWatch;
  view: PanelView;
  onView: (view: PanelView) => void;
  onClose: () => void;
}

/**
 * Spec 2.10: the one slide-in panel of my watches. Warranty, Compatible straps and Services open it on their
 * view; its own tabs move between the three without closing it.
 */
export function WatchPanel({ storeCode, locale, watch, view, onView, onClose }: WatchPanelProps) {
  return (
    <Dialog
      variant="panel"
      title={PANEL_TITLES[view]}
      subtitle={`${watch.product.name} · ${watch.serial}`}
      onClose={onClose}
      closeLabel={TEXTS.closePanel}
      className="watch-panel"
      focusKey={view}
    >
      <nav className="watch-panel__tabs" aria-label={`${watch.product.name} ${watch.serial}`}>
        {PANEL_VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            className="watch-panel__tab"
            aria-current={name === view ? 'true' : undefined}
            onClick={() => onView(name)}
          >
            {PANEL_TITLES[name]}
          </button>
        ))}
      </nav>
      <div className="watch-panel__content" data-view={view}>
        {view === 'warranty' ? <WarrantyView storeCode={storeCode} watch={watch} locale={locale} /> : null}
        {view === 'compatible-straps' ? <StrapsView storeCode={storeCode} watch={watch} /> : null}
        {view === 'services' ? <ServicesView storeCode={storeCode} watch={watch} locale={locale} /> : null}
      </div>
    </Dialog>
  );
}
