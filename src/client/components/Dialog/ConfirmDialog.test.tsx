import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

type Focus = 'cancel' | 'confirm' | 'body';

/** A 'Delete address' button that asks first, and says what was answered. */
function DeleteAddress({ initialFocus }: { initialFocus?: Focus }) {
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState('none');
  const answered = (value: string) => {
    setAnswer(value);
    setAsking(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setAsking(true)}>
        Delete address
      </button>
      <p>Answer: {answer}</p>
      {asking ? (
        <ConfirmDialog
          title="Delete this address?"
          confirmLabel="Delete"
          initialFocus={initialFocus}
          onConfirm={() => answered('yes')}
          onCancel={() => answered('no')}
        >
          <p>Are you sure you want to delete this address?</p>
        </ConfirmDialog>
      ) : null}
    </main>
  );
}

async function ask(initialFocus?: Focus) {
  const user = userEvent.setup();
  render(<DeleteAddress initialFocus={initialFocus} />);
  await user.click(screen.getByRole('button', { name: 'Delete address' }));
  return user;
}

describe('ConfirmDialog', () => {
  test('a modal dialog named by its title and described by its text, with the safe answer focused', async () => {
    await ask();
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this address?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('the confirm button answers yes, closes it and hands the focus back', async () => {
    const user = await ask();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Answer: yes')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete address' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  test('Cancel, Escape and the backdrop answer no', async () => {
    const user = await ask();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Answer: no')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Answer: no')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete address' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await user.click(document.querySelector('.dialog__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Tab cycles between the two answers', async () => {
    const user = await ask();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  test('the focus can start on the confirm button', async () => {
    await ask('confirm');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  test('a long text to read first takes the focus itself', async () => {
    await ask('body');
    expect(screen.getByText('Are you sure you want to delete this address?').parentElement).toHaveFocus();
  });
});
