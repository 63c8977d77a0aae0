/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LEGAL_LANGUAGES, type LegalDocument } from '../../client/app/legal.js';
import { DEFAULT_PUBLIC_SETTINGS, PublicSettingsContext } from '../../client/app/publicSettings.js';
import { LegalDocumentView } from '../../client/features/legal/LegalDocument.js';
import { LocaleContext } from '../../client/i18n/LocaleProvider.js';
import type { LegalOperator } from '../../common/operator.js';
import { seededTexts, withI18n, staticLocaleApi } from './support/render.js';

const OPERATOR: LegalOperator = {
  name: 'Hautwerk Testbetrieb GmbH',
  address: ['Teststraße 9', '80331 München'],
  country: 'AT',
  email: 'kontakt@hautwerk.test',
  privacyEmail: 'datenschutz@hautwerk.test',
  phone: '+43 1 234 5678',
  representative: 'Maria Muster',
  register: 'Handelsgericht Wien, FN 123456a',
  vatId: 'ATU12345678',
  jurisdiction: 'Wien',
};

const locale = staticLocaleApi;

function renderPage(path: string, operator: LegalOperator) {
  return render(
    withI18n(
      <LocaleContext.Provider value={locale}>
        <PublicSettingsContext.Provider value={{ ...DEFAULT_PUBLIC_SETTINGS, operator }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/legal/:document" element={<LegalDocumentView />} />
            </Routes>
          </MemoryRouter>
        </PublicSettingsContext.Provider>
      </LocaleContext.Provider>,
    ),
  );
}

const documents = (Object.entries(LEGAL_LANGUAGES) as [LegalDocument, readonly string[]][]).flatMap(
  ([kind, languages]) => languages.map((language) => `/legal/${kind}-${language}.html`),
);
const text = (key: string, locale: string) => seededTexts()[key]![locale]!;

afterEach(cleanup);

describe('the legal pages', () => {
  it.each(documents)(
    '%s names the configured operator, keeps no template placeholder and links back to the app',
    (path) => {
      const { container } = renderPage(path, OPERATOR);
      const page = container.querySelector('article')!;
      expect(page.textContent).toContain(OPERATOR.name);
      expect(page.textContent).not.toMatch(/\[|\{\{|!!!/);
      expect(page.querySelector('a')!.getAttribute('href')).toBe('/');
    },
  );

  it('shows every detail of the imprint, the country in the document language', () => {
    const { container } = renderPage('/legal/imprint-de.html', OPERATOR);
    const page = container.querySelector('article')!;
    expect(page.getAttribute('lang')).toBe('de-DE');
    for (const value of [
      ...OPERATOR.address!,
      'Österreich',
      OPERATOR.email!,
      OPERATOR.phone!,
      OPERATOR.representative!,
      OPERATOR.register!,
      OPERATOR.vatId!,
    ]) {
      expect(page.textContent).toContain(value);
    }
  });

  it('names the privacy contact and the law and place of jurisdiction', () => {
    renderPage('/legal/privacy-en.html', OPERATOR);
    expect(screen.getByText(/datenschutz@hautwerk\.test/)).toBeTruthy();
    cleanup();
    const { container } = renderPage('/legal/terms-pl.html', OPERATOR);
    expect(container.textContent).toContain('Austria');
    expect(container.textContent).toContain('Wien');
  });

  it('says where the operator configured nothing, and leaves out what does not apply', () => {
    const unconfigured: LegalOperator = { ...OPERATOR, name: null, vatId: null, register: '', phone: '' };
    const { container } = renderPage('/legal/imprint-en.html', unconfigured);
    const notice = text('LEGAL_NOT_CONFIGURED', 'en_GB');
    expect(container.textContent!.split(notice).length - 1).toBe(2);
    expect(container.textContent).not.toContain(text('LEGAL_IMPRINT_REGISTER', 'en_GB'));
    expect(container.textContent).not.toContain(text('LEGAL_IMPRINT_PHONE', 'en_GB').replace('{{phone}}', ''));
  });

  it('shows the not-found view for a document or language that is not offered', () => {
    renderPage('/legal/imprint-pl.html', OPERATOR);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text('NOT_FOUND_TITLE', 'en_GB'));
  });
});
