import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR } from '../../app/errors.js';
import { graphqlRequest } from '../../app/graphqlRequest.js';
import { schemaValidator, preloadValidation } from '../../app/forms.js';
import { useNotify } from '../../app/useNotify.js';
import { RequestPasswordResetDocument } from '../../graphql/requestPasswordReset.js';
import { Button } from '../../ui/Button.js';
import { FormErrorBanner } from '../../ui/FormErrorBanner.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { Modal } from '../../ui/Modal.js';

interface ResetRequestValues {
  username: string;
}

const validate = schemaValidator<ResetRequestValues>((v) => v.resetRequestSchema);

/**
 * The password reset request (spec section 4): on success the form resets, the dialog closes and
 * a notification confirms; on failure the generic error shows.
 */
export function ForgotPasswordDialog({
  isOpen,
  onOpenChange,
  initialEmail = '',
  onRequested,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail?: string;
  /** After a successful request (the login form then drops its stale "login failed"). */
  onRequested?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('AUTH_FORGOT_PASSWORD_TITLE')}>
      {/* The form mounts with each opening: it starts from the e-mail typed in the login form. */}
      {(close) => (
        <ResetRequestForm
          initialEmail={initialEmail}
          close={close}
          onDone={() => onOpenChange(false)}
          onRequested={onRequested}
        />
      )}
    </Modal>
  );
}

function ResetRequestForm({
  initialEmail,
  close,
  onDone,
  onRequested,
}: {
  initialEmail: string;
  close: () => void;
  onDone: () => void;
  onRequested?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [failed, setFailed] = useState(false);

  const form = useFormik<ResetRequestValues>({
    initialValues: { username: initialEmail },
    validate,
    onSubmit: async ({ username }) => {
      setFailed(false);
      try {
        await graphqlRequest(RequestPasswordResetDocument, { input: { username: username.trim() } });
        onDone();
        onRequested?.();
        notify.success('AUTH_PASSWORD_RESET_REQUESTED');
      } catch {
        setFailed(true);
      }
    },
  });

  return (
    <FormikProvider value={form}>
      <form className="form" noValidate onSubmit={form.handleSubmit} onFocus={preloadValidation}>
        <p>{t('AUTH_FORGOT_PASSWORD_TEXT')}</p>
        <FormErrorBanner failure={failed ? GENERIC_ERROR : undefined} />
        <FormTextField name="username" type="email" autoComplete="username" labelKey="AUTH_EMAIL" required autoFocus />
        <div className="dialog__actions">
          <Button variant="secondary" onPress={close}>
            {t('UI_CANCEL')}
          </Button>
          <Button type="submit" isPending={form.isSubmitting}>
            {t('AUTH_FORGOT_PASSWORD_SUBMIT')}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
