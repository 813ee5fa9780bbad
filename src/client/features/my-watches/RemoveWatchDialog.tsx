import { useId } from 'react';
import { DialogSurface } from '../../components/Dialog/DialogSurface';
import { MY_WATCHES_TEXTS as TEXTS } from './myWatchesTexts';

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
          {TEXTS.removeTitle}
        </h2>
        <div id={`${id}-body`} className="dialog__text">
          <p>{TEXTS.removeBody}</p>
          <p>{TEXTS.removeQuestion}</p>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus="">
            {TEXTS.cancel}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {TEXTS.removeConfirm}
          </button>
        </div>
      </div>
    </DialogSurface>
  );
}
