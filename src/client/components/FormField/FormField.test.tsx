import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { CheckboxField } from './CheckboxField';
import { FieldFrame } from './FieldFrame';
import { FormField } from './FormField';

const REQUIRED = 'This is a required field.';
const schema = yup.object({
  email: yup.string().required(REQUIRED),
  country: yup.string().required(REQUIRED),
  message: yup.string(),
  terms: yup.boolean().oneOf([true], REQUIRED),
});

function Details({ onCountry }: { onCountry?: (value: string) => void }) {
  return (
    <Formik
      initialValues={{ email: '', country: '', message: '', terms: false }}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <FormField name="email" label="Email" type="email" hint="We write only about this order." required />
        <FormField
          idPrefix="checkout"
          as="select"
          name="country"
          label="Country"
          placeholder="Please select"
          options={[{ value: 'FR', label: 'France' }]}
          onValueChange={onCountry}
          required
        />
        <FormField idPrefix="checkout" as="textarea" name="message" label="Message" />
        <CheckboxField name="terms" required>
          I accept the terms
        </CheckboxField>
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

describe('FormField', () => {
  test('each control is labelled, required ones marked, the hint describes it', () => {
    render(<Details />);
    const email = screen.getByLabelText('Email *');
    expect(email).toHaveAttribute('id', 'field-email');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription('We write only about this order.');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Country *')).toHaveAttribute('id', 'checkout-country');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Message')).not.toBeRequired();
  });

  test('an error shows once the field is left, is tied to it and is announced politely', async () => {
    const user = userEvent.setup();
    render(<Details />);
    await user.click(screen.getByLabelText('Email *'));
    await user.tab();
    const email = screen.getByLabelText('Email *');
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(1);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`We write only about this order. ${REQUIRED}`);
    expect(screen.getByText(REQUIRED)).toHaveAttribute('aria-live', 'polite');
  });

  test('an error line that has shown keeps its room once the error clears; an untouched one takes none', async () => {
    const user = userEvent.setup();
    render(<Details />);
    const email = screen.getByLabelText('Email *');
    await user.click(email);
    await user.tab();
    const line = (await screen.findByText(REQUIRED)).closest('p')!;
    expect(line).toHaveClass('form-field__error--kept');
    await user.type(email, 'ada@example.com');
    await user.tab();
    await waitFor(() => expect(line).toBeEmptyDOMElement());
    expect(line).toHaveClass('form-field__error--kept');
    expect(document.getElementById('checkout-message-error')).not.toHaveClass('form-field__error--kept');
  });

  test('an error left from an earlier validation, shown while the field is checked again, keeps no room', async () => {
    const user = userEvent.setup();
    render(
      <Formik
        initialValues={{ first: '', second: '' }}
        validationSchema={yup.object({
          first: yup.string().required(REQUIRED),
          second: yup.string().required(REQUIRED),
        })}
        validateOnChange={false}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          <FormField name="first" label="First" />
          <FormField name="second" label="Second" />
        </Form>
      </Formik>,
    );
    // Leaving 'first' checks the form while 'second' is still empty: its error waits, untouched, unseen.
    await user.type(screen.getByLabelText('First'), 'Ada');
    await user.tab();
    await user.type(screen.getByLabelText('Second'), 'Lovelace');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Second')).toHaveAttribute('aria-invalid', 'false'));
    expect(document.getElementById('field-second-error')).not.toHaveClass('form-field__error--kept');
  });

  test('a choice in a select is taken and checked at once', async () => {
    const user = userEvent.setup();
    const onCountry = jest.fn();
    render(<Details onCountry={onCountry} />);
    await user.selectOptions(screen.getByLabelText('Country *'), 'FR');
    expect(screen.getByLabelText('Country *')).toHaveValue('FR');
    expect(onCountry).toHaveBeenCalledWith('FR');
    await user.selectOptions(screen.getByLabelText('Country *'), '');
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Country *')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a required checkbox: its error on submit is tied to it', async () => {
    const user = userEvent.setup();
    render(<Details />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(terms).toHaveAccessibleDescription(REQUIRED);
    await user.click(terms);
    expect(terms).toBeChecked();
  });
});

describe('FieldFrame', () => {
  test('frames a control whose value lives elsewhere, with the error it is given', () => {
    render(
      <FieldFrame id="boutique" label="Boutique" required error={REQUIRED}>
        {(control) => (
          <select {...control}>
            <option value="">Choose a boutique</option>
          </select>
        )}
      </FieldFrame>,
    );
    const select = screen.getByRole('combobox', { name: 'Boutique' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(REQUIRED);
  });
});
