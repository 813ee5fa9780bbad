import { useId } from 'react';
import type { EngravingRules } from '../../../api/catalog';
import { useModalDialog } from '../straps/useModalDialog';
import '../straps/modal-dialog.css';

interface EngravingConditionsDialogProps {
  conditions: EngravingRules['conditions'];
  onAnswer: (answer: 'accept' | 'deny') => void;
}

/** Spec 1: the engraving conditions, which the shopper accepts or denies; Escape denies them. */
export function EngravingConditionsDialog({ conditions, onAnswer }: EngravingConditionsDialogProps) {
  const id = useId();
  const ref = useModalDialog(() => onAnswer('deny'));
  const paragraphs = conditions.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <dialog
      ref={ref}
      className="modal-dialog engraving-conditions"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="modal-dialog__title">
        {conditions.title}
      </h2>
      <div className="modal-dialog__text" data-autofocus tabIndex={-1}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => onAnswer('deny')}>
          Deny
        </button>
        <button type="button" className="button button--primary" onClick={() => onAnswer('accept')}>
          Accept
        </button>
      </div>
    </dialog>
  );
}
