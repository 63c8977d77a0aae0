/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PageSizeField, pageSizeError } from '../../client/features/local-admin/PageSizeField.js';
import { seededTexts, withI18n } from './support/render.js';

const en = (key: string) => seededTexts()[key]!['en_GB']!;

describe('pageSizeError', () => {
  it('accepts 1 to 49 and refuses the rest with the shared schema’s keys', async () => {
    expect(await pageSizeError('1')).toBeUndefined();
    expect(await pageSizeError(' 49 ')).toBeUndefined();
    expect(await pageSizeError('50')).toEqual({ key: 'VALIDATION_MAX', param: '49' });
    expect(await pageSizeError('0')).toEqual({ key: 'VALIDATION_MIN', param: '1' });
    expect(await pageSizeError('2.5')).toEqual({ key: 'VALIDATION_INTEGER' });
    expect(await pageSizeError('1e1')).toEqual({ key: 'VALIDATION_INTEGER' });
    expect(await pageSizeError('ten')).toEqual({ key: 'VALIDATION_INTEGER' });
    expect(await pageSizeError('')).toEqual({ key: 'VALIDATION_REQUIRED' });
  });
});

describe('PageSizeField', () => {
  afterEach(cleanup);

  const field = () => screen.getByRole('textbox', { name: en('LOCAL_ADMIN_PAGE_SIZE') });

  it('passes an accepted size on and keeps a refused one back with its error', async () => {
    const onChange = jest.fn<(size: number) => void>();
    render(withI18n(<PageSizeField value={10} onChange={onChange} />));
    expect(field()).toHaveProperty('value', '10');
    fireEvent.change(field(), { target: { value: '50' } });
    await screen.findByText('The value must be at most 49.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalledWith(50);
    fireEvent.change(field(), { target: { value: '25' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(25));
    expect(screen.queryByText('The value must be at most 49.')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s refusal of the list request on the field', () => {
    render(
      withI18n(
        <PageSizeField value={10} onChange={() => undefined} serverError={{ key: 'VALIDATION_MAX', param: '49' }} />,
      ),
    );
    expect(screen.getByText('The value must be at most 49.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
