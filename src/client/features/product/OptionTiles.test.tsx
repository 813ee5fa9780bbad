import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { chronographInTwoSizes } from '../../test-utils/fixtures';
import { FormDataFromForm } from '../../test-utils/formDataFromForm';
import { OptionTiles } from './OptionTiles';

const caseSize = chronographInTwoSizes.configurable_options[1]!;

function Tiles({ unavailable = [] as number[] }) {
  const [selected, setSelected] = useState<number | undefined>(undefined);
  return (
    <form aria-label="Choose your watch">
      <OptionTiles
        option={caseSize}
        selected={selected}
        isCombinable={(value) => !unavailable.includes(value)}
        onSelect={setSelected}
      />
    </form>
  );
}

// What the browser would send with the form (jsdom's FormData is swapped for Node's in these tests).
const formData = () =>
  Object.fromEntries(new FormDataFromForm(screen.getByRole<HTMLFormElement>('form')).entries());

describe('configurable option tiles (spec 2.3)', () => {
  test('choosing a tile writes its value id into the hidden super_attribute input', async () => {
    const user = userEvent.setup();
    render(<Tiles />);
    const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"]');
    expect(hidden).toHaveAttribute('name', 'super_attribute[case_size]');
    expect(hidden).toHaveValue('');

    await user.click(screen.getByRole('button', { name: '42 mm' }));
    expect(hidden).toHaveValue('42');
    expect(formData()).toEqual({ 'super_attribute[case_size]': '42' });
    expect(screen.getByRole('button', { name: '42 mm' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Case size 42 mm' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '40 mm' }));
    expect(formData()).toEqual({ 'super_attribute[case_size]': '40' });
    expect(screen.getByRole('button', { name: '42 mm' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a value that does not combine with the other choices is marked, and can still be chosen', async () => {
    const user = userEvent.setup();
    render(<Tiles unavailable={[42]} />);
    const tile = screen.getByRole('button', { name: '42 mm' });
    expect(tile).toHaveAttribute('data-combinable', 'false');
    await user.click(tile);
    expect(formData()).toEqual({ 'super_attribute[case_size]': '42' });
  });
});
