import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnremovableSystemLocale } from '../../../../common/locales.js';
import { errorMessage, type ErrorMessage } from '../../../app/errors.js';
import { useNotify } from '../../../app/useNotify.js';
import { usePageTitle } from '../../../app/usePageTitle.js';
import {
  AddSystemLanguageDocument,
  AdminLanguagesDocument,
  RemoveSystemLanguageDocument,
  type LanguageFieldsFragment,
} from '../../../graphql/languagesAdmin.js';
import { Button } from '../../../ui/Button.js';
import { Flag } from '../../../ui/Flag.js';
import { FormError } from '../../../ui/FormError.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { CrudPage } from '../../../ui/CrudPage.js';
import { useCrudDialogs } from '../../../ui/useCrudDialogs.js';
import { TestEmails } from './TestEmails.js';
import '../../../ui/list-page.css';
import '../admin.css';

type Language = LanguageFieldsFragment;

function LanguageRow({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <li className="admin-row" data-testid={`language-${language.id}`}>
      <div className="admin-row__main">
        <span className="admin-row__title">
          <Flag locale={language.id} /> {language.name}
        </span>
        <span className="admin-row__meta">{language.id}</span>
      </div>
      <div className="admin-row__actions">{children}</div>
    </li>
  );
}

/**
 * admin/languages: the system languages, each with delete (en_GB and de_DE always stay; one in
 * use is refused with the reason), every other language with add, and the test e-mails.
 */
export function LanguagesPage() {
  const { t } = useTranslation();
  usePageTitle('ADMIN_LANGUAGES_TITLE');
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(AdminLanguagesDocument, { fetchPolicy: 'cache-and-network' });
  const [addLanguage, { loading: adding }] = useMutation(AddSystemLanguageDocument);
  const [removeLanguage, { loading: removing }] = useMutation(RemoveSystemLanguageDocument);
  const { dialog: removal, failure, open, run } = useCrudDialogs<Language>({ refetch });
  const [addFailure, setAddFailure] = useState<ErrorMessage>();

  const system = error ? [] : (data?.systemLanguages ?? []);
  const systemIds = new Set(system.map((l) => l.id));
  const others = error ? [] : (data?.allLanguages ?? []).filter((l) => !systemIds.has(l.id));

  const add = async (language: Language) => {
    setAddFailure(undefined);
    try {
      await addLanguage({ variables: { input: { language: language.language, country: language.country } } });
      notify.success('ADMIN_LANGUAGES_ADD_SUCCESS');
      await refetch();
    } catch (failed) {
      setAddFailure(errorMessage(failed));
    }
  };
  const confirmRemove = async () => {
    if (!removal) return;
    await run(() => removeLanguage({ variables: { id: removal.id } }), {
      successKey: 'ADMIN_LANGUAGES_REMOVE_SUCCESS',
    });
  };

  return (
    <CrudPage
      titleKey="ADMIN_LANGUAGES_TITLE"
      isLoading={loading && !data && !error}
      failed={!!error}
      // The system languages are never empty: en_GB and de_DE always stay.
      isEmpty={false}
      emptyKey="ADMIN_LANGUAGES_NO_OTHERS"
      dialogs={
        <ConfirmDialog
          isOpen={!!removal}
          title={t('ADMIN_LANGUAGES_REMOVE_TITLE')}
          text={t('ADMIN_LANGUAGES_REMOVE_TEXT', { name: removal?.name ?? '' })}
          confirmLabel={t('LOCAL_ADMIN_DELETE')}
          danger
          isBusy={removing}
          failure={failure}
          onConfirm={() => void confirmRemove()}
          onCancel={() => open(null)}
        />
      }
    >
      <section className="admin-section" aria-labelledby="system-languages">
        <h2 id="system-languages">{t('ADMIN_LANGUAGES_SYSTEM')}</h2>
        <ul className="admin-rows" aria-labelledby="system-languages">
          {system.map((l) => (
            <LanguageRow key={l.id} language={l}>
              {isUnremovableSystemLocale(l.id) ? (
                <span className="admin-row__meta">{t('ADMIN_LANGUAGES_ALWAYS_KEPT')}</span>
              ) : (
                <Button
                  variant="danger-quiet"
                  onPress={() => open(l)}
                  aria-label={t('ADMIN_LANGUAGES_REMOVE_FOR', { name: l.name })}
                >
                  {t('LOCAL_ADMIN_DELETE')}
                </Button>
              )}
            </LanguageRow>
          ))}
        </ul>
      </section>
      <TestEmails languages={system} />
      <section className="admin-section" aria-labelledby="other-languages">
        <h2 id="other-languages">{t('ADMIN_LANGUAGES_OTHERS')}</h2>
        {addFailure && <FormError message={addFailure.key} param={addFailure.param} />}
        {others.length === 0 ? (
          <p className="list-page__empty">{t('ADMIN_LANGUAGES_NO_OTHERS')}</p>
        ) : (
          <ul className="admin-rows" aria-labelledby="other-languages">
            {others.map((l) => (
              <LanguageRow key={l.id} language={l}>
                <Button
                  variant="secondary"
                  onPress={() => void add(l)}
                  isDisabled={adding}
                  aria-label={t('ADMIN_LANGUAGES_ADD_FOR', { name: l.name })}
                >
                  {t('ADMIN_LANGUAGES_ADD')}
                </Button>
              </LanguageRow>
            ))}
          </ul>
        )}
      </section>
    </CrudPage>
  );
}
