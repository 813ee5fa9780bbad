import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { useCallback } from 'react';
import { object, string, type Schema } from 'yup';
import { useSchemaValidation } from './useSchemaValidation';

interface Values {
  email: string;
  name: string;
}

const rules = object({
  email: string().required('Enter your e-mail').email('Check your e-mail'),
  name: string().required('Enter your name'),
});

/** A form like the shop's: its rules come from `load`, and it says what it sent. */
function TestForm({ load }: { load: () => Promise<Schema> }) {
  const validate = useSchemaValidation<Values>(useCallback(() => load(), [load]));
  return (
    <Formik<Values> initialValues={{ email: '', name: '' }} validate={validate} onSubmit={sent}>
      <Form noValidate>
        <label>
          E-mail <Field name="email" />
        </label>
        <ErrorMessage name="email" component="p" />
        <label>
          Name <Field name="name" />
        </label>
        <ErrorMessage name="name" component="p" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

const sent = jest.fn();
beforeEach(() => sent.mockReset());

describe('useSchemaValidation', () => {
  it('asks for the rules when the form is mounted, before anything is typed', async () => {
    const load = jest.fn(() => Promise.resolve(rules));
    render(<TestForm load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('shows every error at once and sends nothing, as Formik does with the schema given directly', async () => {
    render(<TestForm load={() => Promise.resolve(rules)} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the form once the rules hold, loading them only once', async () => {
    const load = jest.fn(() => Promise.resolve(rules));
    render(<TestForm load={load} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0][0]).toEqual({ email: 'ada@example.com', name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the form for the server to check when the rules cannot be loaded, and asks for them again next time', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Loading chunk 123 failed.')));
    render(<TestForm load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    // Once when the form was mounted, and again for the submit after that failed.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
