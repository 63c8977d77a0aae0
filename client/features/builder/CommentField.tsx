import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components';

/** How long typing may pause before the text goes into the draft (it also goes on blur and on unmount). */
export const COMMENT_COMMIT_MS = 400;

/**
 * A labelled comment (multi-line). The text being typed lives here: each keystroke renders this
 * field only, and the draft (the whole summary's render, its copy in storage) changes when typing
 * pauses, when the field loses focus (before any button's press) or when it unmounts. A long
 * program re-rendered its whole summary per keystroke (75–200 ms on a phone at 4× CPU, issue 35).
 */
export function CommentField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [outer, setOuter] = useState(value);
  // The draft changed from elsewhere (a loaded program): show it. Our own commit comes back equal.
  if (value !== outer) {
    setOuter(value);
    setText(value);
  }
  const latest = useRef({ text, value, onChange });
  useLayoutEffect(() => {
    latest.current = { text, value, onChange };
  });
  const commit = useCallback(() => {
    const current = latest.current;
    if (current.text !== current.value) current.onChange(current.text);
  }, []);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(commit, COMMENT_COMMIT_MS);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  useEffect(() => commit, [commit]);

  return (
    <TextField className="field comment-field" value={text} onChange={setText} onBlur={commit}>
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input comment-field__input" rows={2} placeholder={t('BUILDER_COMMENT_PLACEHOLDER')} />
    </TextField>
  );
}
