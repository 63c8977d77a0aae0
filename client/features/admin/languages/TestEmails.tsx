import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ErrorMessage } from '../../../app/errors.js';
import { useSession } from '../../../app/useSession.js';
import { SendTestEmailsDocument } from '../../../graphql/languagesAdmin.js';
import { Button } from '../../../ui/Button.js';
import { FlagSelect } from '../../../ui/FlagSelect.js';
import { FormError } from '../../../ui/FormError.js';

/**
 * Test e-mails: every e-mail template in the chosen language goes to
 * the calling admin; the screen says how many went.
 */
export function TestEmails({ languages }: { languages: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [locale, setLocale] = useState<string>('en_GB');
  const [sent, setSent] = useState<{ count: number; locale: string } | null>(null);
  const [failure, setFailure] = useState<ErrorMessage>();
  const [send, { loading }] = useMutation(SendTestEmailsDocument);
  const options = languages.map((l) => ({ id: l.id, label: l.name }));
  const chosen = options.some((o) => o.id === locale) ? locale : (options[0]?.id ?? null);

  const submit = async () => {
    if (!chosen) return;
    setSent(null);
    setFailure(undefined);
    try {
      const result = await send({ variables: { locale: chosen } });
      setSent({ count: result.data?.sendTestEmails ?? 0, locale: chosen });
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  return (
    <section className="admin-section" aria-labelledby="test-mails-title">
      <h2 id="test-mails-title">{t('ADMIN_TEST_EMAILS_TITLE')}</h2>
      <p>{t('ADMIN_TEST_EMAILS_INTRO', { email: user?.email ?? '' })}</p>
      <div className="test-mails">
        <FlagSelect label={t('ADMIN_TEST_EMAILS_LANGUAGE')} options={options} value={chosen} onChange={setLocale} />
        <Button onPress={() => void submit()} isPending={loading} isDisabled={!chosen}>
          {t('ADMIN_TEST_EMAILS_SEND')}
        </Button>
      </div>
      <p role="status" className="test-mails__result">
        {sent &&
          t('ADMIN_TEST_EMAILS_SENT', {
            count: sent.count,
            language: options.find((o) => o.id === sent.locale)?.label ?? sent.locale,
          })}
      </p>
      {failure && <FormError message={failure.key} param={failure.param} />}
    </section>
  );
}
