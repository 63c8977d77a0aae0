import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../common/locales.js';
import { Flag, preloadFlags } from './Flag.js';

export interface LocaleSelectProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The locales offered; defaults to all eleven. */
  locales?: readonly string[];
  /** The translated label; hidden visually when `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  className?: string;
}

/** Translation key of a locale's name (`LOCALE_PL_PL`). */
export function localeNameKey(locale: string): string {
  return `LOCALE_${locale.toUpperCase()}`;
}

/*
 * The react-aria select (popover, list box, collections: about 40 kB gzip with the overlay code)
 * is not needed to draw a screen, so it loads when the user reaches for it: until then an
 * identical-looking button shows the current language; hovering or focusing it loads the
 * select, and a press opens the list as soon as it is there (keeping the focus).
 */
const loadField = () => import('./LocaleSelectField.js');
const LocaleSelectField = lazy(() => loadField().then((m) => ({ default: m.LocaleSelectField })));

/** Looks like the select; hovering or focusing loads it, a press swaps it in, opened. */
function Placeholder({
  value,
  locales,
  label,
  hideLabel,
  className,
  onPress,
}: LocaleSelectProps & { onPress: () => void }) {
  const { t } = useTranslation();
  const name = t(localeNameKey(value));
  const warm = () => {
    void loadField();
    preloadFlags(locales && locales.length > 0 ? locales : LOCALES);
  };
  return (
    <div className={['locale-select', className].filter(Boolean).join(' ')}>
      <span className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</span>
      <button
        type="button"
        className="locale-select__button"
        aria-haspopup="listbox"
        aria-label={`${label}: ${name}`}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          warm();
          onPress();
        }}
      >
        <span className="locale-select__value">
          <Flag locale={value} />
          <span>{name}</span>
        </span>
        <span className="locale-select__chevron" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A locale dropdown showing each language with its flag (react-aria Select). */
export function LocaleSelect(props: LocaleSelectProps) {
  const [requested, setRequested] = useState(false);
  const placeholder = <Placeholder {...props} onPress={() => setRequested(true)} />;
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LocaleSelectField {...props} defaultOpen autoFocus />
    </Suspense>
  );
}
