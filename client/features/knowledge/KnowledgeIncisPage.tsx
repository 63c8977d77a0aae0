import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useLocale } from '../../i18n/useLocale.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { useCatalogueIndex } from '../catalogue/useCatalogue.js';
import { KnowledgePicker } from './KnowledgePicker.js';
import { useIdParam } from './useIdParam.js';

/**
 * The knowledge page of an ingredient (INCI): name, alternative name, chemical term, description.
 * INCI data is shown only in the INCI locales; elsewhere the page says so.
 */
export function KnowledgeIncisPage() {
  const { t } = useTranslation();
  usePageTitle('KNOWLEDGE_INCIS_TITLE');
  const { locale } = useLocale();
  const { inciLocales } = usePublicSettings();
  const { index, loading } = useCatalogueIndex();
  const [id, setId] = useIdParam();
  const available = inciLocales.includes(locale);

  const items = useMemo(
    () =>
      byName(
        index.catalogue.incis.map((i) => ({ id: i.id, name: i.name })),
        (i) => i.name,
        locale,
      ),
    [index, locale],
  );
  const inci = id === null ? undefined : index.inci(id);

  return (
    <section className="page knowledge">
      <h1>{t('KNOWLEDGE_INCIS_TITLE')}</h1>
      {!available ? (
        <p className="knowledge__missing">{t('KNOWLEDGE_INCIS_NOT_IN_LOCALE')}</p>
      ) : loading ? (
        <PageSpinner />
      ) : (
        <>
          <p className="knowledge__intro">{t('KNOWLEDGE_INCIS_INTRO')}</p>
          <KnowledgePicker
            label={t('KNOWLEDGE_INCI_PICKER')}
            items={items}
            selectedId={inci ? inci.id : null}
            onChange={setId}
          />
          {id !== null && !inci && <p className="knowledge__missing">{t('KNOWLEDGE_NOT_FOUND')}</p>}
          {inci && (
            <article className="knowledge-card" aria-labelledby="knowledge-item-name">
              <h2 id="knowledge-item-name">{inci.name}</h2>
              <dl className="knowledge-facts">
                {inci.alternativeName && (
                  <>
                    <dt>{t('KNOWLEDGE_INCI_ALTERNATIVE_NAME')}</dt>
                    <dd>{inci.alternativeName}</dd>
                  </>
                )}
                <dt>{t('KNOWLEDGE_INCI_CHEMICAL_NAME')}</dt>
                <dd>{t(inci.chemicalNamePlaceholder)}</dd>
              </dl>
              <p className="knowledge-card__description">{t(inci.descriptionPlaceholder)}</p>
            </article>
          )}
        </>
      )}
    </section>
  );
}
