import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing may pause before the text goes into the draft (it also goes on blur and on unmount). */
export const COMMENT_COMMIT_MS = 400;

/**
 * Hands typed text on to `onChange` once typing pauses, when the field loses focus (before any
 * button's press) and when it unmounts. Answers the input's change handler and `commit` (for blur).
 */
export function useCommitOnPause(value: string, onChange: (value: string) => void) {
  const text = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const commit = useCallback(() => {
    clearTimeout(timer.current);
    if (text.current !== latest.current.value) latest.current.onChange(text.current);
  }, []);
  const typed = useCallback(
    (next: string) => {
      text.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, COMMENT_COMMIT_MS);
    },
    [commit],
  );
  useEffect(() => commit, [commit]);
  return { textRef: text, typed, commit };
}

/**
 * A labelled comment (multi-line, growing with its text). The browser keeps the text being typed:
 * a keystroke renders nothing (a long program re-rendered its whole summary per keystroke, 75–200
 * ms on a phone at 4× CPU, issue 35), and the draft changes when typing pauses, on blur or on
 * unmount (useCommitOnPause). A plain labelled textarea: react-aria's TextField re-renders on every
 * keystroke, and a comment needs none of its validation.
 */
export const CommentField = memo(function CommentField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const { textRef, typed, commit } = useCommitOnPause(value, onChange);
  // The draft changed from elsewhere (a loaded program): show it. Our own commit comes back equal.
  useLayoutEffect(() => {
    if (value === textRef.current) return;
    textRef.current = value;
    if (input.current) input.current.value = value;
  }, [value, textRef]);
  return (
    <div className="field comment-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={input}
        id={id}
        className="field__input field__input--multiline comment-field__input"
        // field-sizing grows it with its text; four rows where a browser cannot
        rows={4}
        defaultValue={value}
        placeholder={t('BUILDER_COMMENT_PLACEHOLDER')}
        onChange={(event) => typed(event.currentTarget.value)}
        onBlur={commit}
      />
    </div>
  );
});
