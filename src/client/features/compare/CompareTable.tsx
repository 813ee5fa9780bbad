import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompareItem, CompareList } from '../../api/compare';
import { Price } from '../../components/Price/Price';
import { Link } from 'react-router-dom';
import { compareMessages as m } from './compareTexts';

const DASH = '—';
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

interface CompareTableProps {
  list: CompareList;
  busy: boolean;
  onRemove: (item: CompareItem) => void;
}

/**
 * The products as columns and their facts as rows, so each fact reads across. A real table: screen readers
 * announce the row's label and the product's name with every cell. It scrolls sideways on phones, the
 * labels staying in place.
 */
export function CompareTable({ list, busy, onRemove }: CompareTableProps) {
  const intl = useIntl();
  const { items } = list;
  return (
    <div
      className="compare-table__scroller"
      role="region"
      aria-label={intl.formatMessage(m.tableLabel)}
      tabIndex={0}
    >
      <table className="compare-table" style={{ '--compare-columns': items.length } as CSSProperties}>
        <caption className="visually-hidden">
          <FormattedMessage {...m.caption} values={{ count: items.length }} />
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {items.map((item) => (
              <th key={item.id} scope="col" className="compare-table__product">
                <Link to={item.url} className="compare-table__image" tabIndex={-1} aria-hidden="true">
                  <img
                    src={item.image.url}
                    alt={item.image.alt}
                    width={item.image.width}
                    height={item.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
                <Link to={item.url} className="compare-table__name">
                  {item.name}
                </Link>
                <button
                  type="button"
                  className="compare-table__remove"
                  aria-busy={busy}
                  onClick={() => onRemove(item)}
                >
                  <FormattedMessage {...m.remove} values={{ name: item.name, hidden }} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage {...m.price} />
            </th>
            {items.map((item) => (
              <td key={item.id}>
                <Price price={item.price} className="compare-table__price" />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage {...m.availability} />
            </th>
            {items.map((item) => (
              <td key={item.id} data-stock={item.stock_status}>
                <FormattedMessage {...(item.is_saleable ? m.inStock : m.outOfStock)} />
              </td>
            ))}
          </tr>
          {list.attribute_labels.map((row) => (
            <tr key={row.code}>
              <th scope="row">{row.label}</th>
              {items.map((item) => (
                <td key={item.id}>{cell(item.attributes.find((a) => a.code === row.code)?.value ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A product without the attribute: a dash to the eye, words for a screen reader. */
function cell(value: string | null) {
  if (value !== null) return value;
  return (
    <>
      <span aria-hidden="true">{DASH}</span>
      <span className="visually-hidden">
        <FormattedMessage {...m.notApplicable} />
      </span>
    </>
  );
}
