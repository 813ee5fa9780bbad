import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { StrapConfirmation } from '../../../api/catalog';
import { ConfirmDialog } from '../../../components/Dialog/ConfirmDialog';
import './straps.css';
import { strapMessages } from '../messages';

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
  const intl = useIntl();
  const watches = confirmation.compatible_watches;
  return (
    <ConfirmDialog
      title={confirmation.title}
      onConfirm={onConfirm}
      onCancel={onCancel}
      initialFocus="confirm"
      className="strap-confirm"
      extra={
        watches.length > 0 ? (
          <ul className="strap-confirm__watches" aria-label={intl.formatMessage(strapMessages.watches)}>
            {watches.map((watch) => (
              <li key={watch.sku}>
                <Link to={watch.url}>{watch.name}</Link>
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      <p>{confirmation.message}</p>
    </ConfirmDialog>
  );
}
