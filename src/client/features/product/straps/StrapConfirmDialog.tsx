import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { StrapConfirmation } from '../../../api/catalog';
import { useModalDialog } from './useModalDialog';
import './modal-dialog.css';

interface StrapConfirmDialogProps {
  confirmation: StrapConfirmation;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec 2.3 / 4, the straps popup: add-to-cart waits until the shopper confirms with OK; Cancel (or Escape)
 * closes it and nothing is added. It says the strap comes without a watch and which watches it fits.
 */
export function StrapConfirmDialog({ confirmation, onConfirm, onCancel }: StrapConfirmDialogProps) {
  const id = useId();
  const ref = useModalDialog(onCancel);
  const watches = confirmation.compatible_watches;
  return (
    <dialog
      ref={ref}
      className="modal-dialog strap-confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="modal-dialog__title">
        {confirmation.title}
      </h2>
      <p id={`${id}-message`} className="modal-dialog__text">
        {confirmation.message}
      </p>
      {watches.length > 0 ? (
        <ul className="strap-confirm__watches" aria-label="Watches this strap fits">
          {watches.map((watch) => (
            <li key={watch.sku}>
              <Link to={watch.url}>{watch.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>
          OK
        </button>
      </div>
    </dialog>
  );
}
