import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, stepSubtitle } from './Modal';

/** A page with an opener button and, once opened, a modal with two fields. */
function Page({ step = 1 }: { step?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Check & Reserve" subtitle={stepSubtitle(step, 3)} onClose={() => setOpen(false)}>
          <label>
            First
            <input />
          </label>
          <button type="button">Last</button>
        </Modal>
      ) : null}
    </main>
  );
}

async function openPage() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  test('is a modal dialog named by its title and subtitle, and takes the focus', async () => {
    await openPage();
    const dialog = screen.getByRole('dialog', { name: 'Check & Reserve Step 1 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('First')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openPage();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  });

  test('Escape closes it, the page scrolls again and the opener has the focus back', async () => {
    const user = await openPage();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('the close button and a click on the backdrop close it', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('.modal__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a click inside the dialog does not close it', async () => {
    const user = await openPage();
    await user.click(screen.getByLabelText('First'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test("the stepper's subtitle reads 'Step {n} of {total}'", () => {
    expect(stepSubtitle(2, 3)).toBe('Step 2 of 3');
  });
});
