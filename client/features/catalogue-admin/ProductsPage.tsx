import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useNotify } from '../../app/useNotify.js';
import { AdminProductsDocument, type AdminProductsQuery } from '../../graphql/catalogueAdmin.js';
import { Button } from '../../ui/Button.js';
import { CrudPage } from '../../ui/CrudPage.js';
import { Switch } from '../../ui/Switch.js';
import { Detail, DetailCard, YesNo } from '../../ui/DetailCard.js';
import '../../ui/list-page.css';
import './catalogue-admin.css';

type Product = AdminProductsQuery['products'][number];
type Toggle = 'BASE' | 'ACTIVE' | 'CARE' | 'CLEANING' | 'COLOR';
const TOGGLES: readonly Toggle[] = ['BASE', 'ACTIVE', 'CARE', 'CLEANING', 'COLOR'];

/** Which toggle shows a product: BASE and ACTIVE by usage (the modular products), the others by category. */
function toggleOf(p: Product): Toggle {
  if (p.productCategory === 'MODULAR') return p.productUsage === 'BASE' ? 'BASE' : 'ACTIVE';
  return p.productCategory as Toggle;
}

/** admin/products: the products, filtered by the five toggles (all on), as expandable cards with edit and clone. */
export function ProductsPage() {
  const { t } = useTranslation();
  usePageTitle('CATALOGUE_ADMIN_PRODUCTS_TITLE');
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error } = useQuery(AdminProductsDocument, { fetchPolicy: 'cache-and-network' });
  const [shown, setShown] = useState<ReadonlySet<Toggle>>(new Set(TOGGLES));

  useEffect(() => {
    if (error) notify.error('CATALOGUE_ADMIN_FETCH_FAILED');
  }, [error, notify]);

  const products = useMemo(
    () =>
      [...(data?.products ?? [])].filter((p) => shown.has(toggleOf(p))).sort((a, b) => a.name.localeCompare(b.name)),
    [data?.products, shown],
  );
  const toggle = (which: Toggle, on: boolean) =>
    setShown((current) => {
      const next = new Set(current);
      if (on) next.add(which);
      else next.delete(which);
      return next;
    });
  const edit = (id: number | 'new', clone = false) =>
    void navigate(`/admin/edit/products?id=${id}${clone ? '&isClone=true' : ''}`);

  return (
    <CrudPage
      className="catalogue-admin"
      titleKey="CATALOGUE_ADMIN_PRODUCTS_TITLE"
      create={{ labelKey: 'CATALOGUE_ADMIN_ADD_PRODUCT', onPress: () => edit('new') }}
      intro={
        <div className="catalogue-admin__toggles" role="group" aria-label={t('CATALOGUE_ADMIN_FILTER')}>
          {TOGGLES.map((which) => (
            <Switch key={which} isSelected={shown.has(which)} onChange={(on) => toggle(which, on)}>
              {t(`CATALOGUE_ADMIN_SHOW_${which}`)}
            </Switch>
          ))}
        </div>
      }
      isLoading={loading && !data}
      failed={!!error && products.length === 0}
      failedKey="CATALOGUE_ADMIN_FETCH_FAILED"
      isEmpty={products.length === 0}
      emptyKey="CATALOGUE_ADMIN_EMPTY"
    >
      <ul className="detail-cards" aria-label={t('CATALOGUE_ADMIN_PRODUCTS_TITLE')}>
        {products.map((p) => (
          <DetailCard
            key={p.id}
            summary={
              <>
                <span className="detail-card__title">{p.name}</span>
                <span className="detail-card__meta">
                  {[
                    t(`PRODUCT_CATEGORY_${p.productCategory}`),
                    t(`PRODUCT_USAGE_${p.productUsage}`),
                    t(p.enabled ? 'CATALOGUE_ADMIN_ENABLED' : 'CATALOGUE_ADMIN_DISABLED'),
                  ].join(' · ')}
                </span>
              </>
            }
            details={
              <dl className="details">
                <Detail labelKey="CATALOGUE_ADMIN_DESCRIPTION">{p.description || '—'}</Detail>
                <Detail labelKey="CATALOGUE_ADMIN_CATEGORY">{t(`PRODUCT_CATEGORY_${p.productCategory}`)}</Detail>
                <Detail labelKey="CATALOGUE_ADMIN_USAGE">{t(`PRODUCT_USAGE_${p.productUsage}`)}</Detail>
                <Detail labelKey="CATALOGUE_ADMIN_ENABLED">
                  <YesNo value={p.enabled} />
                </Detail>
                <Detail labelKey="CATALOGUE_ADMIN_SEARCH_LINKS">
                  {p.searchLinks.length === 0
                    ? '—'
                    : p.searchLinks.map((l) => (
                        <a
                          key={l.locale}
                          href={l.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="catalogue-admin__link"
                        >
                          {l.locale}
                        </a>
                      ))}
                </Detail>
              </dl>
            }
            actions={
              <>
                <Button
                  variant="secondary"
                  onPress={() => edit(p.id)}
                  aria-label={t('CATALOGUE_ADMIN_EDIT_FOR', { name: p.name })}
                >
                  {t('CATALOGUE_ADMIN_EDIT')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => edit(p.id, true)}
                  aria-label={t('CATALOGUE_ADMIN_CLONE_FOR', { name: p.name })}
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
