import { Formik, useFormikContext } from 'formik';
import { memo, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { strictObject } from '../../../common/validation/fields.js';
import { MAX_CLIENT_REFERENCE, clientReferenceField } from '../../../common/validation/program-fields.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { useCommitOnPause } from './CommentField.js';

/** The server's rule for the field (common/validation/program-fields.ts), so the same messages show here first. */
const schema = strictObject({ clientReference: clientReferenceField() });

interface Values {
  clientReference: string;
}

/**
 * Passes the typed value on to the draft (the draft, not Formik, is what the builder saves and
 * keeps) once typing pauses, on blur and on unmount, as the comments do: the draft's change
 * renders the whole summary.
 */
function ToDraft({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { values } = useFormikContext<Values>();
  const { typed, commit } = useCommitOnPause(value, onChange);
  useEffect(() => typed(values.clientReference), [values.clientReference, typed]);
  return <div onBlur={commit}>{children}</div>;
}

/**
 * The client the program is for: a name or code, saved with the program and searched
 * on My mixtures. Validated as the server validates it (one line, at most 200 characters); a
 * refusal by the server is shown by the save's failure message.
 */
export const ClientReferenceField = memo(function ClientReferenceField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="builder-section summary summary-client" aria-labelledby="summary-client">
      <h3 id="summary-client">{t('BUILDER_SUMMARY_CLIENT')}</h3>
      <Formik<Values> initialValues={{ clientReference: value }} validationSchema={schema} onSubmit={() => undefined}>
        <ToDraft value={value} onChange={onChange}>
          <FormTextField
            name="clientReference"
            labelKey="BUILDER_CLIENT_REFERENCE"
            descriptionKey="BUILDER_CLIENT_REFERENCE_HINT"
            autoComplete="off"
            maxLength={MAX_CLIENT_REFERENCE}
          />
        </ToDraft>
      </Formik>
    </section>
  );
});
