/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { encodeFieldError } from '../../client/app/forms.js';
import type { ErrorMessage } from '../../client/app/errors.js';
import { FormCheckbox } from '../../client/ui/FormCheckbox.js';
import { FormErrorBanner } from '../../client/ui/FormErrorBanner.js';
import { FormSelectField } from '../../client/ui/FormSelectField.js';
import { FormSwitch } from '../../client/ui/FormSwitch.js';
import { FormTextField } from '../../client/ui/FormTextField.js';
import { withI18n } from './support/render.js';

interface Values {
  name: string;
  password: string;
  priority: string;
  agree: boolean;
  show: boolean;
}

type Submit = (values: Values) => void;

/** A form of every shared field; `name` is required, its error a translation key. */
function TestForm({ onSubmit, failure }: { onSubmit: Submit; failure?: ErrorMessage }) {
  const form = useFormik<Values>({
    initialValues: { name: '', password: '', priority: 'HIGH', agree: false, show: true },
    validate: (values) => {
      const errors: FormikErrors<Values> = {};
      if (!values.name) errors.name = encodeFieldError('VALIDATION_REQUIRED');
      return errors;
    },
    onSubmit,
  });
  return (
    <FormikProvider value={form}>
      <form noValidate onSubmit={form.handleSubmit}>
        <FormErrorBanner failure={failure} />
        <FormTextField
          name="name"
          labelKey="ACCOUNT_NAME"
          autoComplete="given-name"
          descriptionKey="AUTH_EMAIL"
          required
        />
        <FormTextField name="password" type="password" labelKey="AUTH_PASSWORD" />
        <FormSelectField
          name="priority"
          labelKey="PRIORITY_HIGH"
          options={[
            { id: 'LOW', labelKey: 'PRIORITY_LOW' },
            { id: 'HIGH', labelKey: 'PRIORITY_HIGH' },
          ]}
        />
        <FormCheckbox name="agree" labelKey="PRIORITY_MEDIUM" />
        <FormSwitch name="show" labelKey="PRIORITY_LOW" />
      </form>
    </FormikProvider>
  );
}

function renderForm(failure?: ErrorMessage) {
  const onSubmit = jest.fn<Submit>();
  const { container } = render(withI18n(<TestForm onSubmit={onSubmit} failure={failure} />));
  return { onSubmit, submit: () => fireEvent.submit(container.querySelector('form')!) };
}

describe('the shared form fields', () => {
  afterEach(cleanup);

  it('label the input, show its hint, and its error only after a touch', async () => {
    renderForm();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByText('E-mail')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // A field touch alone does not raise the form's banner.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show the generic form error after an invalid submit, and submit nothing', async () => {
    const { onSubmit, submit } = renderForm({ key: 'ERROR_GENERIC' });
    // The last submit's failure shows while the fields are valid…
    expect(screen.getByRole('alert').textContent).not.toBe('Please correct the marked fields.');
    submit();
    // …and gives way to the generic form error after an invalid submit.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('bind the text, password, select, checkbox and switch values', async () => {
    const { onSubmit, submit } = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Medium' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Low' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Anna',
      password: 'secret-123',
      priority: 'HIGH',
      agree: true,
      show: false,
    });
  });
});

/** A form of one wrapping name field (catalogue names: a long clone name wraps rather than hiding). */
function WrappingForm({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
  const form = useFormik({ initialValues: { name: '' }, onSubmit });
  return (
    <FormikProvider value={form}>
      <form noValidate onSubmit={form.handleSubmit}>
        <FormTextField name="name" labelKey="ACCOUNT_NAME" wraps />
      </form>
    </FormikProvider>
  );
}

describe('a wrapping one-line text field', () => {
  afterEach(cleanup);

  it('is a text area of one row that keeps one line: Enter submits, pasted line breaks become spaces', async () => {
    const onSubmit = jest.fn<(values: { name: string }) => void>();
    render(withI18n(<WrappingForm onSubmit={onSubmit} />));
    const name = screen.getByLabelText('Name');
    expect(name.tagName).toBe('TEXTAREA');
    expect(name.getAttribute('rows')).toBe('1');
    fireEvent.change(name, { target: { value: 'Calming concentrate\r\n(copy)' } });
    expect((name as HTMLTextAreaElement).value).toBe('Calming concentrate (copy)');
    // jsdom does not submit a form from requestSubmit; the call is what an input's Enter amounts to.
    const form = name.closest('form')!;
    const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => fireEvent.submit(form));
    expect(fireEvent.keyDown(name, { key: 'Enter' })).toBe(false);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Calming concentrate (copy)' });
  });
});
