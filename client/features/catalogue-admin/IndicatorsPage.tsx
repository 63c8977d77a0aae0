import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useNotify } from '../../app/useNotify.js';
import { AdminSkinIndicatorsDocument } from '../../graphql/catalogueAdmin.js';
import { Button } from '../../ui/Button.js';
import { CrudPage } from '../../ui/CrudPage.js';
import { Detail, DetailCard, YesNo } from '../../ui/DetailCard.js';
import '../../ui/list-page.css';
import './catalogue-admin.css';

/** admin/indicators: the skin indicators as expandable cards with edit and clone, and add. */
export function IndicatorsPage() {
  const { t } = useTranslation();
  usePageTitle('CATALOGUE_ADMIN_INDICATORS_TITLE');
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error } = useQuery(AdminSkinIndicatorsDocument, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) notify.error('CATALOGUE_ADMIN_FETCH_FAILED');
  }, [error, notify]);

  const indicators = useMemo(
    () => [...(data?.skinIndicators ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [data?.skinIndicators],
  );
  const edit = (id: number | 'new', clone = false) =>
    void navigate(`/admin/edit/indicators?id=${id}${clone ? '&isClone=true' : ''}`);

  return (
    <CrudPage
      className="catalogue-admin"
      titleKey="CATALOGUE_ADMIN_INDICATORS_TITLE"
      create={{ labelKey: 'CATALOGUE_ADMIN_ADD_INDICATOR', onPress: () => edit('new') }}
      isLoading={loading && !data}
      failed={!!error && indicators.length === 0}
      failedKey="CATALOGUE_ADMIN_FETCH_FAILED"
      isEmpty={indicators.length === 0}
      emptyKey="CATALOGUE_ADMIN_EMPTY"
    >
      <ul className="detail-cards" aria-label={t('CATALOGUE_ADMIN_INDICATORS_TITLE')}>
        {indicators.map((i) => (
          <DetailCard
            key={i.id}
            summary={
              <>
                <span className="detail-card__title">{i.name}</span>
                <span className="detail-card__meta">
                  {[
                    t(`INDICATOR_CATEGORY_${i.skinIndicatorCategory}`),
                    t(i.enabled ? 'CATALOGUE_ADMIN_ENABLED' : 'CATALOGUE_ADMIN_DISABLED'),
                  ].join(' · ')}
                </span>
              </>
            }
            details={
              <dl className="details">
                <Detail labelKey="CATALOGUE_ADMIN_DESCRIPTION">{i.description || '—'}</Detail>
                <Detail labelKey="CATALOGUE_ADMIN_CATEGORY">
                  {t(`INDICATOR_CATEGORY_${i.skinIndicatorCategory}`)}
                </Detail>
                <Detail labelKey="CATALOGUE_ADMIN_ENABLED">
                  <YesNo value={i.enabled} />
                </Detail>
              </dl>
            }
            actions={
              <>
                <Button
                  variant="secondary"
                  onPress={() => edit(i.id)}
                  aria-label={t('CATALOGUE_ADMIN_EDIT_FOR', { name: i.name })}
                >
                  {t('CATALOGUE_ADMIN_EDIT')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => edit(i.id, true)}
                  aria-label={t('CATALOGUE_ADMIN_CLONE_FOR', { name: i.name })}
                >
                  {t('CATALOGUE_ADMIN_CLONE')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </CrudPage>
  );
}
