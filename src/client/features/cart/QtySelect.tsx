/** The contract's bounds for one cart line. */
const QTY_OPTIONS = Array.from({ length: 10 }, (_, i) => i + 1);

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
