import { useTranslation } from 'react-i18next';

/** The banner of an invalid or failed form: a translated key, announced at once. */
export function FormError({ message, param }: { message?: string; param?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {t(message, { param })}
    </div>
  );
}
