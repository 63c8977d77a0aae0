import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Flag } from '../../ui/Flag.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';
import { TextField } from '../../ui/TextField.js';
import './translations.css';

/** Texts every page shows, plus the demo sentence: how the interface reads in each locale. */
export const DEMO_KEYS = [
  'TRANSLATE_DEMO_TEXT',
  'APP_NAME',
  'MENU_HOME',
  'MENU_MY_ACCOUNT',
  'MENU_LOGOUT',
  'UI_CANCEL',
] as const;

/**
 * local-admin/demo: the demo texts in every system locale, looked up along the same chain as the
 * interface (so a missing text shows what users would see), and any key typed in.
 */
export function DemoTextsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('TRANSLATE_DEMO_TITLE');
  const { systemLocales } = usePublicSettings();
  const { ensureLocales } = useLocale();
  // The interface loads only its own locale's chain; this page shows every locale.
  useEffect(() => void ensureLocales(systemLocales), [ensureLocales, systemLocales]);
  const [extra, setExtra] = useState('');
  const keys = extra.trim() ? [extra.trim(), ...DEMO_KEYS] : [...DEMO_KEYS];
  return (
    <section className="page translate-demo">
      <div className="translate__header">
        <h1>{t('TRANSLATE_DEMO_TITLE')}</h1>
        <Link to="/local-admin/translate" className="button button--ghost">
          {t('TRANSLATE_BACK_TO_LIST')}
        </Link>
      </div>
      <div className="translate__filters">
        <TextField name="key" label={t('TRANSLATE_DEMO_KEY')} value={extra} onChange={setExtra} autoComplete="off" />
      </div>
      <div className="translate-demo__locales">
        {systemLocales.map((locale) => {
          const fixed = i18n.getFixedT(locale);
          return (
            <section key={locale} className="translate-demo__locale" aria-labelledby={`demo-${locale}`}>
              <h2 id={`demo-${locale}`} className="translate-demo__title">
                <Flag locale={locale} /> {t(localeNameKey(locale))}
              </h2>
              <dl className="translate-demo__texts">
                {keys.map((key) => (
                  <div key={key} className="translate-demo__text">
                    <dt>
                      <code>{key}</code>
                    </dt>
                    <dd lang={locale.replace('_', '-')}>{fixed(key)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </section>
  );
}
