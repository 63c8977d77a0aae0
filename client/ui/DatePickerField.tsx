import { parseDate, type CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';

function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A labelled date field with a calendar (react-aria): its segments, month names and first day of
 * the week follow the UI locale (the I18nProvider of RootLayout), unlike the browser's native
 * picker, which follows the browser's language. The value is `yyyy-MM-dd`, or '' when empty.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
}) {
  const date = useMemo(() => toCalendarDate(value), [value]);
  return (
    <DatePicker
      className="field date-picker"
      name={name}
      value={date}
      onChange={(d) => onChange(d ? d.toString() : '')}
      granularity="day"
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__input date-picker__group">
        <DateInput className="date-picker__input">
          {(segment) => <DateSegment segment={segment} className="date-picker__segment" />}
        </DateInput>
        <Button className="date-picker__button">
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="popover date-picker__popover">
        <Dialog className="date-picker__dialog">
          <Calendar className="date-picker__calendar">
            <header className="date-picker__header">
              <Button slot="previous" className="date-picker__nav">
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="date-picker__heading" />
              <Button slot="next" className="date-picker__nav">
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className="date-picker__grid">
              {(day) => <CalendarCell date={day} className="date-picker__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
