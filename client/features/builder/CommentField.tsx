import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components';

/** A labelled comment (multi-line). */
export function CommentField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField className="field comment-field" value={value} onChange={onChange}>
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input comment-field__input" rows={2} placeholder={t('BUILDER_COMMENT_PLACEHOLDER')} />
    </TextField>
  );
}
