import { FormattedMessage } from 'react-intl';
import type { CustomOption, EngravingRules, SizeGuide } from '../../../api/catalog';
import { optionMessages } from '../messages';
import { EngravingOption } from '../engraving/EngravingOption';
import { CustomOptionField } from './CustomOptionField';
import { conditionsAnswer, type ConditionsAnswer, type OptionValues } from './customOptionValues';
import './custom-options.css';

export interface CustomOptionsProps {
  options: readonly CustomOption[];
  sizeGuide: SizeGuide | null;
  values: OptionValues;
  onChange: (optionId: string, value: string) => void;
  onConditionsAnswered: (option: CustomOption, answer: ConditionsAnswer) => void;
  onEngravingWithdrawn: (option: CustomOption) => void;
}

const isEngraving = (option: CustomOption): option is CustomOption & { engraving: EngravingRules } =>
  option.engraving !== null;

/** Spec 2.3: the custom options of the product page, with the size guide (a PDF) beside them. */
export function CustomOptions({
  options,
  sizeGuide,
  values,
  onChange,
  onConditionsAnswered,
  onEngravingWithdrawn,
}: CustomOptionsProps) {
  if (!options.length && !sizeGuide) return null;
  return (
    <div className="custom-options">
      {sizeGuide ? (
        <a className="size-guide" href={sizeGuide.url} type="application/pdf" target="_blank" rel="noopener">
          <FormattedMessage
            {...optionMessages.sizeGuide}
            values={{
              label: sizeGuide.label,
              format: (chunks) => <span className="size-guide__format">{chunks}</span>,
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            }}
          />
        </a>
      ) : null}
      {options.map((option) =>
        isEngraving(option) ? (
          <EngravingOption
            key={option.option_id}
            option={option}
            text={values[option.option_id] ?? ''}
            accepted={conditionsAnswer(option, values) === 'accept'}
            onTextChange={(text) => onChange(option.option_id, text)}
            onConditionsAnswered={(answer) => onConditionsAnswered(option, answer)}
            onWithdrawn={() => onEngravingWithdrawn(option)}
          />
        ) : (
          <CustomOptionField
            key={option.option_id}
            option={option}
            value={values[option.option_id] ?? ''}
            onChange={(value) => onChange(option.option_id, value)}
          />
        ),
      )}
    </div>
  );
}
