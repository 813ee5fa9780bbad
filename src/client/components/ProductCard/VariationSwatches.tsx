import { useIntl } from 'react-intl';
import type { ProductVariation } from '../../api/catalog';
import { productCardMessages } from './messages';

interface VariationSwatchesProps {
  productName: string;
  variations: readonly ProductVariation[];
  currentId: number | null;
  onChoose: (variationId: number) => void;
}

const sizeNumber = (caseSize: string | null) => caseSize?.match(/\d+(?:[.,]\d+)?/)?.[0] ?? null;

/** A swatch's accessible name: 'Midnight blue, 40 mm'. */
const swatchLabel = (v: ProductVariation) =>
  [v.colour?.label, v.case_size].filter(Boolean).join(', ') || v.sku;

/**
 * One swatch per variation (spec 1: colour/model swatches). Hovering or clicking shows that variation in the
 * card; where the model comes in several case sizes, the size is printed under the colour so that two
 * swatches of the same colour can be told apart.
 */
export function VariationSwatches({ productName, variations, currentId, onChoose }: VariationSwatchesProps) {
  const intl = useIntl();
  if (variations.length < 2) return null;
  const showSizes = new Set(variations.map((v) => v.case_size)).size > 1;
  return (
    <ul
      className="variation-swatches"
      aria-label={intl.formatMessage(productCardMessages.variations, { name: productName })}
    >
      {variations.map((variation) => {
        const current = variation.id === currentId;
        const size = showSizes ? sizeNumber(variation.case_size) : null;
        return (
          <li key={variation.id}>
            <button
              type="button"
              className="variation-swatch"
              aria-pressed={current}
              aria-label={swatchLabel(variation)}
              title={swatchLabel(variation)}
              onMouseEnter={() => onChoose(variation.id)}
              onClick={() => onChoose(variation.id)}
            >
              <span
                className="variation-swatch__colour"
                style={{ backgroundColor: variation.colour?.swatch ?? 'transparent' }}
                aria-hidden="true"
              />
              {size ? (
                <span className="variation-swatch__size" aria-hidden="true">
                  {size}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
