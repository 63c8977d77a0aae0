/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { bcp47 } from '../../common/locales.js';
import { DatePickerField } from '../../client/ui/DatePickerField.js';

afterEach(cleanup);
// jsdom has no CSS namespace; react-aria's popover asks CSS.supports() when it opens.
Object.assign(globalThis, {
  CSS: (globalThis as { CSS?: unknown }).CSS ?? { supports: () => false, escape: (s: string) => s },
});

function open(locale: string, value = '2026-03-11', onChange: (v: string) => void = () => {}) {
  render(
    <I18nProvider locale={bcp47(locale)}>
      <DatePickerField name="from" label="From" value={value} onChange={onChange} />
    </I18nProvider>,
  );
  fireEvent.click(screen.getAllByRole('button')[0]!);
  return screen.getByRole('dialog');
}

/** The calendar's weekday headers, in column order. */
const weekdays = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('thead th'))
    .map((th) => th.textContent?.trim())
    .join(' ');

describe('date picker', () => {
  it('starts the week on the UI locale’s first day (Monday in Europe, Sunday in the US)', () => {
    expect(weekdays(open('pl_PL'))).toBe('P W Ś C P S N');
    cleanup();
    expect(weekdays(open('de_DE'))).toBe('M D M D F S S');
    cleanup();
    expect(weekdays(open('en_US'))).toBe('S M T W T F S');
  });

  it('answers the chosen day as yyyy-MM-dd', () => {
    const onChange = jest.fn();
    const dialog = open('en_GB', '2026-03-11', onChange);
    const cells = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent === '20');
    fireEvent.click(cells[0]!);
    expect(onChange).toHaveBeenCalledWith('2026-03-20');
  });
});
