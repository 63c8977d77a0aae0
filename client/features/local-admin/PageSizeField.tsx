import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import type { ErrorMessage } from '../../app/errors.js';
import { loadValidation } from '../../app/forms.js';
import { TextField } from '../../ui/TextField.js';

/**
 * Why a typed page size is refused, by the shared schema the server applies (spec section 9:
 * accepted only under 50); undefined when it is accepted.
 */
export async function pageSizeError(text: string): Promise<ErrorMessage | undefined> {
  const trimmed = text.trim();
  if (trimmed === '') return { key: K.REQUIRED };
  // Only plain decimal numbers: Number() would also read '0x10', '1e1' or ' '.
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { key: K.INTEGER };
  const { localAdminPageSchema, validationErrorList } = await loadValidation();
  try {
    await localAdminPageSchema.validateAt('pageSize', { pageSize: Number(trimmed) });
    return undefined;
  } catch (error) {
    const entry = validationErrorList(error as Parameters<typeof validationErrorList>[0])[0];
    if (!entry) return { key: K.INTEGER };
    return entry.param === undefined || entry.param === 'pageSize'
      ? { key: entry.translationKey }
      : { key: entry.translationKey, param: String(entry.param) };
  }
}

/**
 * The page size of a local-admin list, typed by the admin. An accepted size is passed on at once;
 * a refused one shows its error and the list keeps the last accepted size. `serverError` is the
 * server's refusal of the list request (a 400), shown on this field.
 */
export function PageSizeField(props: { value: number; onChange: (size: number) => void; serverError?: ErrorMessage }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(props.value));
  const [error, setError] = useState<ErrorMessage>();
  // Checks finish out of order (the schemas load once, asynchronously): only the latest counts.
  const latest = useRef(0);
  const { onChange } = props;

  useEffect(() => {
    const check = ++latest.current;
    void pageSizeError(text).then((refusal) => {
      if (check !== latest.current) return;
      setError(refusal);
      if (!refusal) onChange(Number(text.trim()));
    });
  }, [text, onChange]);

  const shown = error ?? props.serverError;
  return (
    <div className="local-admin__page-size">
      <TextField
        name="pageSize"
        label={t('LOCAL_ADMIN_PAGE_SIZE')}
        description={t('LOCAL_ADMIN_PAGE_SIZE_HINT')}
        value={text}
        onChange={setText}
        autoComplete="off"
        error={shown && t(shown.key, { param: shown.param })}
      />
    </div>
  );
}
