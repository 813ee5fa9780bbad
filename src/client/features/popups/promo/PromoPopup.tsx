import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PromotionalPopup } from '../../../api/popups';
import { Dialog } from '../../../components/Dialog/Dialog';
import { popupsMessages as m } from '../messages';
import { CornerPopup } from './CornerPopup';
import './PromoPopup.css';

interface Props {
  popup: PromotionalPopup;
  onClose: () => void;
  onButton: () => void;
}

/** A centred popup is a modal dialog; the bottom ones leave the page usable (non-modal dialogs). */
export function PromoPopup({ popup, onClose, onButton }: Props) {
  const body = <PromoBody popup={popup} onButton={onButton} />;
  if (popup.position === 'center') {
    return (
      <Dialog title={popup.title} onClose={onClose} className="promo-popup promo-popup--center">
        {body}
      </Dialog>
    );
  }
  return (
    <CornerPopup title={popup.title} position={popup.position} onClose={onClose}>
      {body}
    </CornerPopup>
  );
}

function PromoBody({ popup, onButton }: { popup: PromotionalPopup; onButton: () => void }) {
  const paragraphs = popup.content.split(/\n\s*\n/).filter((p) => p.trim());
  const labelId = useId();
  return (
    <div className="promo-popup__body">
      {paragraphs.map((text, i) => (
        <p key={i} className="promo-popup__text">
          {text}
        </p>
      ))}
      {popup.button_type !== 'none' && popup.button_url && popup.button_label ? (
        <button type="button" className="button button--primary promo-popup__button" onClick={onButton}>
          {popup.button_new_tab ? (
            <FormattedMessage
              {...m.buttonNewTab}
              values={{
                label: <span id={labelId}>{popup.button_label}</span>,
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              }}
            />
          ) : (
            <span id={labelId}>{popup.button_label}</span>
          )}
        </button>
      ) : null}
    </div>
  );
}
