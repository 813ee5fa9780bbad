import { useIntl } from 'react-intl';
import type { EngravingRules } from '../../../api/catalog';
import { optionMessages } from '../messages';
import { ConfirmDialog } from '../../../components/Dialog/ConfirmDialog';

interface EngravingConditionsDialogProps {
  conditions: EngravingRules['conditions'];
  onAnswer: (answer: 'accept' | 'deny') => void;
}

/**
 * Spec 1: the engraving conditions, which the shopper accepts or denies; Escape denies them. The text has the
 * focus first, so that it is read before the answers.
 */
export function EngravingConditionsDialog({ conditions, onAnswer }: EngravingConditionsDialogProps) {
  const intl = useIntl();
  const paragraphs = conditions.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <ConfirmDialog
      title={conditions.title}
      confirmLabel={intl.formatMessage(optionMessages.accept)}
      cancelLabel={intl.formatMessage(optionMessages.deny)}
      onConfirm={() => onAnswer('accept')}
      onCancel={() => onAnswer('deny')}
      initialFocus="body"
      className="engraving-conditions"
    >
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </ConfirmDialog>
  );
}
