import { formatPrice } from '../../../../common/money';
import type { TotalSegment } from '../../../api/cart';

interface TotalsTableProps {
  segments: readonly TotalSegment[];
  currency: string;
  locale: string;
}

const GRAND_TOTAL = 'grand_total';

/** Every total segment the server computed (subtotal, gift box, the extra fee, shipping, grand total). */
export function TotalsTable({ segments, currency, locale }: TotalsTableProps) {
  return (
    <table className="checkout-totals">
      <tbody>
        {segments.map((segment) => {
          const amount = formatPrice(segment.value, currency, locale);
          const grand = segment.code === GRAND_TOTAL;
          return (
            <tr
              key={segment.code}
              className={grand ? 'checkout-totals__grand' : undefined}
              data-code={segment.code}
            >
              <th scope="row">{grand ? <strong>{segment.title}</strong> : segment.title}</th>
              <td>{grand ? <strong>{amount}</strong> : amount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
