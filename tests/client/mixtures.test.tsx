/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useDebouncedValue } from '../../client/app/useDebouncedValue.js';
import { formatDateTime } from '../../client/ui/formatDateTime.js';
import { MixturesTable, openMixturePath, type MixtureRow } from '../../client/features/mixtures/MixturesTable.js';
import { withI18n } from './support/render.js';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives the first value at once and a new one 500 ms after the last change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: '' },
    });
    expect(result.current).toBe('');
    rerender({ value: '1' });
    act(() => void jest.advanceTimersByTime(300));
    rerender({ value: '12' });
    act(() => void jest.advanceTimersByTime(300));
    // 600 ms after the first keystroke, but only 300 after the last one.
    expect(result.current).toBe('');
    act(() => void jest.advanceTimersByTime(200));
    expect(result.current).toBe('12');
  });
});

describe('mixture rows', () => {
  afterEach(cleanup);

  it('open the builder summary of the program', () => {
    expect(openMixturePath('0f8c6a1e-1111-4222-8333-944444444444')).toBe(
      '/formula?id=0f8c6a1e-1111-4222-8333-944444444444&stage=FORMULA',
    );
  });

  it('show dates as year-month-day hour:minute in local time', () => {
    const local = new Date(2025, 2, 7, 9, 5, 59);
    expect(formatDateTime(local.toISOString())).toBe('2025-03-07 09:05');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('offer the PDF download only when a PDF exists, each action named with the number', () => {
    const rows: MixtureRow[] = [
      {
        id: 'a',
        number: '101',
        pdfId: 'p1',
        clientReference: 'Anna Kowalska',
        createdDate: '2025-01-01T10:00:00Z',
        modifiedDate: '2025-01-02T10:00:00Z',
      },
      {
        id: 'b',
        number: '102',
        pdfId: null,
        createdDate: '2025-01-01T10:00:00Z',
        modifiedDate: '2025-01-02T10:00:00Z',
      },
    ];
    const onDownload = jest.fn();
    const onShowClient = jest.fn();
    render(
      withI18n(
        <MemoryRouter>
          <MixturesTable
            mixtures={rows}
            downloadingId={null}
            onDownload={onDownload}
            onDelete={() => undefined}
            onShare={() => undefined}
            onShowClient={onShowClient}
          />
        </MemoryRouter>,
      ),
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toContain('101');
    expect(within(first!).getByRole('link', { name: 'Open mixture 101' }).getAttribute('href')).toBe(
      '/formula?id=a&stage=FORMULA',
    );
    expect(within(first!).getByRole('button', { name: 'Download PDF of mixture 101' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Delete mixture 101' })).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: /Download PDF/ })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Delete mixture 102' })).toBeTruthy();
    // The client, a search for all of the client's programs, and Re-mix as a new draft.
    expect(first!.textContent).toContain('Anna Kowalska');
    fireEvent.click(within(first!).getByRole('button', { name: 'All programs of Anna Kowalska' }));
    expect(onShowClient).toHaveBeenCalledWith('Anna Kowalska');
    expect(second!.textContent).toContain('No client');
    expect(within(second!).queryByRole('button', { name: /All programs of/ })).toBeNull();
    expect(within(first!).getByRole('link', { name: 'Re-mix mixture 101 as a new draft' }).getAttribute('href')).toBe(
      '/formula?stage=FORMULA&remix=a',
    );
  });
});
