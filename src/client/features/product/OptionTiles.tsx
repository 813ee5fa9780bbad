import { useId } from 'react';
import type { ConfigurableOption } from '../../api/catalog';

interface OptionTilesProps {
  option: ConfigurableOption;
  selected: number | undefined;
  isCombinable: (value: number) => boolean;
  onSelect: (value: number) => void;
}

/**
 * Spec 2.3: choosing a tile writes its value id into a hidden input, named as Magento's configurable product
 * form names it (`super_attribute[{attribute}]`), so the form's data says which variation is chosen.
 */
export function OptionTiles({ option, selected, isCombinable, onSelect }: OptionTilesProps) {
  const labelId = useId();
  const selectedLabel = option.values.find((value) => value.value_index === selected)?.label;
  return (
    <div className="option-tiles">
      <p id={labelId} className="option-tiles__label">
        {option.label}
        {selectedLabel ? <span className="option-tiles__current">{selectedLabel}</span> : null}
      </p>
      <div className="option-tiles__list" role="group" aria-labelledby={labelId}>
        {option.values.map((value) => (
          <button
            key={value.value_index}
            type="button"
            className="option-tile"
            aria-pressed={value.value_index === selected}
            data-combinable={isCombinable(value.value_index)}
            onClick={() => onSelect(value.value_index)}
          >
            {value.swatch ? (
              <span
                className="option-tile__swatch"
                style={{ backgroundColor: value.swatch }}
                aria-hidden="true"
              />
            ) : null}
            <span>{value.label}</span>
          </button>
        ))}
      </div>
      <input type="hidden" name={`super_attribute[${option.code}]`} value={selected ?? ''} />
    </div>
  );
}
