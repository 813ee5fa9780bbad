import type { CSSProperties } from 'react';
import type { CompareItem, CompareList } from '../../api/compare';
import { Price } from '../../components/Price/Price';
import { Link } from 'react-router-dom';

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
  const { items } = list;
  return (
    <div className="compare-table__scroller" role="region" aria-label="Products side by side" tabIndex={0}>
      <table className="compare-table" style={{ '--compare-columns': items.length } as CSSProperties}>
        <caption className="visually-hidden">
          {items.length} {items.length === 1 ? 'product' : 'products'} compared side by side
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
                  Remove<span className="visually-hidden"> {item.name}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {items.map((item) => (
              <td key={item.id}>
                <Price price={item.price} className="compare-table__price" />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Availability</th>
            {items.map((item) => (
              <td key={item.id} data-stock={item.stock_status}>
                {item.is_saleable ? 'In stock' : 'Out of stock'}
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
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not applicable</span>
    </>
  );
}
