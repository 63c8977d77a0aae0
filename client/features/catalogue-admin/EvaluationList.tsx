import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../ui/FormNumberField.js';
import { Switch } from '../../ui/Switch.js';
import type { EvaluationValue } from './entryForm.js';

/** Bar width: |value| × 10 % (spec section 9). */
const barWidth = (value: number | null) => `${Math.min(10, Math.abs(value ?? 0)) * 10}%`;

/**
 * The evaluations of one entry against every entry of the other kind: a number input (-10..10,
 * step 1) and a bar per row, coloured by sign. Sorted by name, or by value (the order is taken
 * when the switch is turned, so rows do not jump while values are typed).
 */
export function EvaluationList({
  name,
  names,
  legendKey,
}: {
  name: string;
  names: ReadonlyMap<number, string>;
  legendKey: string;
}) {
  const { t, i18n } = useTranslation();
  const [field] = useField<EvaluationValue[]>(name);
  const rows = field.value;
  const [byValue, setByValue] = useState(false);
  const [valueOrder, setValueOrder] = useState<number[]>([]);
  const collator = useMemo(() => new Intl.Collator(i18n.language.replace('_', '-')), [i18n.language]);

  // The order by name depends on the entries and names only, not on the values typed.
  const ids = rows.map((row) => row.id).join(' ');
  const byName = useMemo(
    () =>
      (ids === '' ? [] : ids.split(' '))
        .map((id, index) => ({ index, label: names.get(Number(id)) ?? id }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [ids, names, collator],
  );
  const order = byValue ? valueOrder : byName.map((r) => r.index);

  const sortByValue = (on: boolean) => {
    setByValue(on);
    if (on)
      setValueOrder(
        rows
          .map((row, index) => ({ index, value: row.value ?? 0 }))
          .sort((a, b) => b.value - a.value || a.index - b.index)
          .map((r) => r.index),
      );
  };

  return (
    <fieldset className="catalogue-form__group evaluations">
      <legend>{t(legendKey)}</legend>
      <Switch isSelected={byValue} onChange={sortByValue} className="evaluations__sort">
        {t('CATALOGUE_ADMIN_SORT_BY_VALUE')}
      </Switch>
      <ul className="evaluations__list">
        {order.map((index) => {
          const row = rows[index];
          if (!row) return null;
          const label = names.get(row.id) ?? String(row.id);
          const sign = (row.value ?? 0) > 0 ? 'positive' : (row.value ?? 0) < 0 ? 'negative' : 'zero';
          return (
            <li key={row.id} className="evaluations__row">
              <span className="evaluations__name" aria-hidden="true">
                {label}
              </span>
              <FormNumberField
                name={`${name}[${index}].value`}
                label={label}
                hideLabel
                step={1}
                className="evaluations__input"
              />
              <span className="evaluations__track" aria-hidden="true">
                <span className={`evaluations__bar evaluations__bar--${sign}`} style={{ width: barWidth(row.value) }} />
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
