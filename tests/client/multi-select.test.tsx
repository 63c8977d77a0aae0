/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MultiSelect } from '../../client/ui/MultiSelect.js';
import { chosenItems, multiSelectChoices, type MultiSelectItem } from '../../client/ui/multiSelectChoices.js';
import { seededTexts, testI18n, withI18n } from './support/render.js';

const REGIONS: MultiSelectItem<number>[] = [
  { id: 1, label: 'Polska' },
  { id: 2, label: 'Deutschland' },
  { id: 3, label: 'United Kingdom' },
  { id: 4, label: 'Österreich' },
];

describe('the multi-select choices', () => {
  it('offers every item not chosen while nothing is typed', () => {
    expect(multiSelectChoices(REGIONS, []).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(multiSelectChoices(REGIONS, [2, 4], '  ').map((i) => i.id)).toEqual([1, 3]);
  });

  it('searches the translated name case-insensitively, anywhere in it', () => {
    expect(multiSelectChoices(REGIONS, [], 'LAND').map((i) => i.label)).toEqual(['Deutschland']);
    expect(multiSelectChoices(REGIONS, [], 'king').map((i) => i.label)).toEqual(['United Kingdom']);
    expect(multiSelectChoices(REGIONS, [], 'öst').map((i) => i.label)).toEqual(['Österreich']);
    expect(multiSelectChoices(REGIONS, [], 'ÖST').map((i) => i.label)).toEqual(['Österreich']);
    expect(multiSelectChoices(REGIONS, [], 'xyz')).toEqual([]);
  });

  it('hides chosen items even when they match', () => {
    expect(multiSelectChoices(REGIONS, [2], 'land')).toEqual([]);
    expect(multiSelectChoices(REGIONS, [2], 'E').map((i) => i.id)).toEqual([3, 4]);
  });

  it('lists the chosen ones in the order of the items, ignoring unknown ids', () => {
    expect(chosenItems(REGIONS, [3, 9, 1]).map((i) => i.id)).toEqual([1, 3]);
  });
});

/** Names as the translated texts of a locale, so that the search looks at the translated name. */
function LocalesPicker({ onChange }: { onChange: (ids: string[]) => void }) {
  const ui = testI18n('de_DE');
  const items = ['pl_PL', 'de_DE', 'en_GB'].map((id) => ({ id, label: ui.i18n.t(`LOCALE_${id.toUpperCase()}`) }));
  const [selected, setSelected] = useState<string[]>(['pl_PL']);
  return (
    <MultiSelect
      label="Languages"
      items={items}
      selected={selected}
      onChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
      searchable
    />
  );
}

describe('the multi-select control', () => {
  beforeAll(() => {
    // jsdom lacks CSS.escape, which react-aria's collections use to find an item by key.
    (globalThis as { CSS?: unknown }).CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') };
  });
  afterEach(cleanup);
  const en = (key: string) => seededTexts()[key]!['en_GB']!;
  const de = (key: string) => seededTexts()[key]!['de_DE']!;

  it('shows the chosen items as tags and offers only the rest, filtered by the typed text', async () => {
    const onChange = jest.fn<(ids: string[]) => void>();
    render(withI18n(<LocalesPicker onChange={onChange} />));
    const tags = screen.getByRole('grid', { name: en('UI_MULTI_SELECT_CHOSEN').replace('{{label}}', 'Languages') });
    expect(within(tags).getByText(de('LOCALE_PL_PL'))).toBeTruthy();

    const input = screen.getByRole('combobox', { name: 'Languages' });
    // Part of the German name of de_DE, in other letter case.
    const needle = de('LOCALE_DE_DE').slice(0, 4).toUpperCase();
    await act(async () => {
      input.focus();
      fireEvent.change(input, { target: { value: needle } });
    });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([de('LOCALE_DE_DE')]);

    await act(async () => {
      fireEvent.click(options[0]!);
    });
    expect(onChange).toHaveBeenLastCalledWith(['pl_PL', 'de_DE']);
    expect(within(tags).getByText(de('LOCALE_DE_DE'))).toBeTruthy();
  });

  it('opens its list in the flow, visible to screen readers; Escape closes the list before anything around it', async () => {
    const around = jest.fn();
    render(
      withI18n(
        <div onKeyDown={(e) => around(e.key)}>
          <LocalesPicker onChange={() => {}} />
        </div>,
      ),
    );
    const input = screen.getByRole('combobox', { name: 'Languages' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      input.focus();
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = await screen.findByRole('listbox');
    // Not in a portal: right under the field, and not hidden from assistive technology.
    expect(input.closest('.multi-select')!.contains(listbox)).toBe(true);
    expect(listbox.closest('[aria-hidden="true"]')).toBeNull();
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(around).not.toHaveBeenCalledWith('Escape');
    // Closed, Escape is the surroundings' again (a dialog closes).
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(around).toHaveBeenCalledWith('Escape');
  });

  it('removes a chosen item with its button', async () => {
    const onChange = jest.fn<(ids: string[]) => void>();
    render(withI18n(<LocalesPicker onChange={onChange} />));
    const remove = screen.getByRole('button', { name: `${en('UI_MULTI_SELECT_REMOVE')} ${de('LOCALE_PL_PL')}` });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText(en('UI_MULTI_SELECT_NONE'))).toBeTruthy();
  });

  it('removes a focused tag with the Delete key', async () => {
    const onChange = jest.fn<(ids: string[]) => void>();
    render(withI18n(<LocalesPicker onChange={onChange} />));
    const tag = screen.getByRole('row', { name: de('LOCALE_PL_PL') });
    await act(async () => {
      tag.focus();
      fireEvent.keyDown(tag, { key: 'Delete' });
      fireEvent.keyUp(tag, { key: 'Delete' });
    });
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('without search: a dropdown of the items not chosen yet', async () => {
    const onChange = jest.fn<(ids: number[]) => void>();
    render(withI18n(<MultiSelect label="Regions" items={REGIONS} selected={[2]} onChange={onChange} />));
    expect(screen.queryByRole('combobox')).toBeNull();
    const trigger = screen.getByRole('button', { name: new RegExp(en('UI_MULTI_SELECT_ADD')) });
    await act(async () => {
      fireEvent.click(trigger);
    });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Polska', 'United Kingdom', 'Österreich']);
    await act(async () => {
      fireEvent.click(options[1]!);
    });
    expect(onChange).toHaveBeenLastCalledWith([2, 3]);
  });
});
