/** @jest-environment jsdom */
import '../support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormikProvider, useFormik } from 'formik';
import * as yup from 'yup';
import { EvaluationList } from '../../../client/features/catalogue-admin/EvaluationList.js';
import { LocaleFields } from '../../../client/features/catalogue-admin/LocaleFields.js';
import {
  nestedValidator,
  type EvaluationValue,
  type TextValue,
} from '../../../client/features/catalogue-admin/entryForm.js';
import { withI18n } from '../support/render.js';

interface Values {
  descriptions: TextValue[];
  evaluations: EvaluationValue[];
}

/** The entry form's description and evaluation fields, validated by the shared schemas as the real form is. */
function EntryFields() {
  const form = useFormik<Values>({
    initialValues: { descriptions: [{ locale: 'en_GB', value: '' }], evaluations: [{ id: 1, value: 0 }] },
    validate: nestedValidator<Values>((v) => yup.object({ evaluations: v.evaluationEntriesSchema })),
    onSubmit: () => undefined,
  });
  return (
    <FormikProvider value={form}>
      <form noValidate>
        <LocaleFields
          name="descriptions"
          field="value"
          locales={['en_GB']}
          legendKey="CATALOGUE_ADMIN_DESCRIPTIONS"
          multiline
        />
        <EvaluationList
          name="evaluations"
          names={new Map([[1, 'Dry skin']])}
          legendKey="CATALOGUE_ADMIN_EVALUATIONS_INDICATORS"
        />
        <output data-testid="value">{String(form.values.evaluations[0]!.value)}</output>
      </form>
    </FormikProvider>
  );
}

describe('the catalogue entry form fields', () => {
  afterEach(cleanup);

  it('give descriptions a multi-line text area', () => {
    render(withI18n(<EntryFields />));
    const description = screen.getByRole('textbox', { name: /English/ });
    expect(description.tagName).toBe('TEXTAREA');
    fireEvent.change(description, { target: { value: 'First line.\nSecond line.' } });
    expect((description as HTMLTextAreaElement).value).toBe('First line.\nSecond line.');
  });

  it('keep an evaluation typed out of range and say what the limit is, instead of clamping it', async () => {
    render(withI18n(<EntryFields />));
    const input = screen.getByRole('textbox', { name: 'Dry skin' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.blur(input);
    expect(await screen.findByText('The value must be at most 10.')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('15');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
