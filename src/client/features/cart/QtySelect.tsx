/** The contract's bounds for one cart line. */
import { CartItemRequest } from '../../api/contract-facts';
const { minimum: MIN_QTY, maximum: MAX_QTY } = CartItemRequest.cartItem.qty;
const QTY_OPTIONS = Array.from({ length: MAX_QTY - MIN_QTY + 1 }, (_, i) => i + MIN_QTY);

interface QtySelectProps {
  id: string;
  value: number;
  disabled: boolean;
  onChange: (qty: number) => void;
}

export function QtySelect({ id, value, disabled, onChange }: QtySelectProps) {
  // A line above the bounds (changed elsewhere) still shows its real quantity.
  const options = QTY_OPTIONS.includes(value) ? QTY_OPTIONS : [...QTY_OPTIONS, value];
  return (
    <select
      id={id}
      className="cart-item__qty-select"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}
