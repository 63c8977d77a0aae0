import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVolume } from '../../../common/volume.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';

export interface VolumeControlProps {
  name: string;
  volume: number;
  onStep: (direction: 'up' | 'down') => void;
  /** The text typed; the draft turns it into a volume (non-numeric or negative → 0). */
  onType: (text: string) => void;
}

/**
 * Minus, a volume input in ml and plus. While the user types, the input keeps their text (so
 * "1," can become "1,5") and the volume follows it live; on leaving, it shows the volume again.
 */
export function VolumeControl({ name, volume, onStep, onType }: VolumeControlProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  const [text, setText] = useState<string | null>(null);
  const step = (direction: 'up' | 'down') => {
    setText(null);
    onStep(direction);
  };
  return (
    <div className="volume-control">
      <Button
        variant="secondary"
        className="volume-control__step"
        aria-label={t('BUILDER_VOLUME_DECREASE', { name })}
        onPress={() => step('down')}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('BUILDER_VOLUME_OF', { name })}
      </label>
      <input
        id={inputId}
        className="field__input volume-control__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text ?? formatVolume(volume, locale)}
        onChange={(event) => {
          setText(event.target.value);
          onType(event.target.value);
        }}
        onBlur={() => setText(null)}
      />
      <span className="volume-control__unit" aria-hidden="true">
        {t('BUILDER_ML')}
      </span>
      <Button
        variant="secondary"
        className="volume-control__step"
        aria-label={t('BUILDER_VOLUME_INCREASE', { name })}
        onPress={() => step('up')}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
