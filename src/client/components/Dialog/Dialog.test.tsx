import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createIntl } from 'react-intl';
import { Dialog, stepSubtitle } from './Dialog';

/** English, the source language: what a store without translations reads. */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

/** A page with an opener button and, once opened, a dialog with two fields. */
function Page({ step = 1 }: { step?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Check & Reserve"
          subtitle={stepSubtitle(step, 3, english)}
          onClose={() => setOpen(false)}
        >
          <label>
            First
            <input />
          </label>
          <button type="button">Last</button>
        </Dialog>
      ) : null}
    </main>
  );
}

/** A two-step dialog, as the reservation's. */
function Stepper({ variant }: { variant?: 'centered' | 'panel' }) {
  const [step, setStep] = useState<number | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setStep(1)}>
        Start
      </button>
      {step !== null ? (
        <Dialog
          title="Steps"
          subtitle={stepSubtitle(step, 2, english)}
          focusKey={step}
          variant={variant}
          onClose={() => setStep(null)}
        >
          {step === 1 ? (
            <>
              <label>
                First
                <input />
              </label>
              <button type="button" onClick={() => setStep(2)}>
                Next
              </button>
            </>
          ) : (
            <label>
              Second
              <input />
            </label>
          )}
        </Dialog>
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

describe('Dialog', () => {
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
    await user.click(document.querySelector('.dialog__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a click inside the dialog does not close it', async () => {
    const user = await openPage();
    await user.click(screen.getByLabelText('First'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test("the stepper's subtitle reads 'Step {n} of {total}'", () => {
    expect(stepSubtitle(2, 3, english)).toBe('Step 2 of 3');
  });
  test('the close button also hands the focus back to the opener', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test("closing puts back the page's own overflow, not an empty one", async () => {
    document.body.style.overflow = 'scroll';
    const user = await openPage();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  test('a new step moves the focus to its first field', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('dialog', { name: 'Steps Step 1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Steps Step 2 of 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Second')).toHaveFocus();
  });

  test('the panel variant is the same dialog, sliding in from the side', async () => {
    const user = userEvent.setup();
    render(<Stepper variant="panel" />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = screen.getByRole('dialog', { name: 'Steps Step 1 of 2' });
    expect(dialog).toHaveClass('dialog--panel');
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
  });
});
