import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogSurface } from '../../components/Dialog/DialogSurface';
import { myWatchesMessages as m } from './messages';

/**
 * Spec 2.10: the remove confirmation, in a slide dialog. Cancel, Escape and the backdrop answer no; confirming
 * is the caller's navigation to the remove link.
 */
export function RemoveWatchDialog({
  watchName,
  onConfirm,
  onCancel,
}: {
  watchName: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <DialogSurface
      variant="panel"
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      onClose={onCancel}
      className="remove-watch"
    >
      <div className="remove-watch__inner">
        <p className="eyebrow">{watchName}</p>
        <h2 id={`${id}-title`} className="dialog__title">
          <FormattedMessage {...m.removeTitle} />
        </h2>
        <div id={`${id}-body`} className="dialog__text">
          <p>
            <FormattedMessage {...m.removeBody} />
          </p>
          <p>
            <FormattedMessage {...m.removeQuestion} />
          </p>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus="">
            <FormattedMessage {...m.cancel} />
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            <FormattedMessage {...m.removeConfirm} />
          </button>
        </div>
      </div>
    </DialogSurface>
  );
}
