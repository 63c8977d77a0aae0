import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textPicker } from '../../../common/locales.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import {
  AdminCombinationRulesDocument,
  CombinationRuleProductsDocument,
  DeleteCombinationRuleDocument,
  SaveCombinationRuleDocument,
  type AdminCombinationRuleFieldsFragment,
} from '../../graphql/combinationRulesAdmin.js';
import { useLocale } from '../../i18n/useLocale.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CrudPage } from '../../ui/CrudPage.js';
import { useCrudDialogs } from '../../ui/useCrudDialogs.js';
import { byName } from '../catalogue/catalogueIndex.js';
import { formLocales } from '../catalogue-admin/entryForm.js';
import { CombinationRuleDialog, ruleInput, type CombinationRuleValues } from './CombinationRuleDialog.js';
import '../../ui/list-page.css';
import '../admin/admin.css';
import '../catalogue-admin/catalogue-admin.css';

type Rule = AdminCombinationRuleFieldsFragment;
type DialogState = { kind: 'create' } | { kind: 'edit' | 'delete'; rule: Rule };

/**
 * admin/combination-rules (ADMIN, CONTENT_EDITOR; decision 070): every rule with its pair, kind,
 * severity and message in the UI language, with add, edit and delete in dialogs.
 */
export function CombinationRulesPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  usePageTitle('ADMIN_COMBINATIONS_TITLE');
  const { systemLocales } = usePublicSettings();
  const locales = useMemo(() => formLocales(systemLocales), [systemLocales]);
  const { data, loading, error, refetch } = useQuery(AdminCombinationRulesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const productsQuery = useQuery(CombinationRuleProductsDocument, { fetchPolicy: 'cache-first' });
  const [saveRule] = useMutation(SaveCombinationRuleDocument);
  const [deleteRule, { loading: deleting }] = useMutation(DeleteCombinationRuleDocument);
  const { dialog, failure, open, run } = useCrudDialogs<DialogState>({ refetch });
  const rules = error ? [] : (data?.adminCombinationRules ?? []);

  const products = useMemo(
    () =>
      byName(
        (productsQuery.data?.products ?? []).map((p) => ({ id: p.id, name: t(p.namePlaceholder) })),
        (p) => p.name,
        locale,
      ),
    [productsQuery.data, t, locale],
  );
  const names = useMemo(() => new Map(products.map((p) => [p.id, p.name])), [products]);
  // The message as the rule holds it (a rule saved a moment ago has texts the client has not loaded yet).
  const pick = useMemo(() => textPicker(locale), [locale]);
  const messageOf = (r: Rule) =>
    pick(Object.fromEntries(r.messages.map((m) => [m.locale, m.value]))) ?? t(r.messagePlaceholder);
  const pairName = (r: Rule) =>
    `${names.get(r.productId) ?? r.productId} + ${
      r.otherProductId
        ? (names.get(r.otherProductId) ?? r.otherProductId)
        : t('ADMIN_COMBINATIONS_ANY_OF_CATEGORY', { category: t(`PRODUCT_CATEGORY_${r.otherCategory}`) })
    }`;

  const save = async (values: CombinationRuleValues) => {
    const rule = dialog?.kind === 'edit' ? dialog.rule : null;
    await run(() => saveRule({ variables: { input: ruleInput(values, rule) } }), {
      successKey: 'ADMIN_COMBINATIONS_SAVE_SUCCESS',
      stale: rule
        ? {
            messageKey: 'ADMIN_COMBINATIONS_CHANGED_MEANWHILE',
            reload: async () => {
              const fresh = (await refetch()).data?.adminCombinationRules.find((r) => r.id === rule.id);
              return fresh && { kind: 'edit', rule: fresh };
            },
          }
        : undefined,
    });
  };
  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    await run(() => deleteRule({ variables: { id: dialog.rule.id } }), {
      successKey: 'ADMIN_COMBINATIONS_DELETE_SUCCESS',
    });
  };

  return (
    <CrudPage
      titleKey="ADMIN_COMBINATIONS_TITLE"
      create={{ labelKey: 'ADMIN_COMBINATIONS_CREATE', onPress: () => open({ kind: 'create' }) }}
      intro={<p>{t('ADMIN_COMBINATIONS_INTRO')}</p>}
      isLoading={loading && !data && !error}
      failed={!!error}
      isEmpty={rules.length === 0}
      emptyKey="ADMIN_COMBINATIONS_EMPTY"
      dialogs={
        <>
          {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
            <CombinationRuleDialog
              key={dialog.kind === 'edit' ? `${dialog.rule.id}-${dialog.rule.version}` : 'new'}
              rule={dialog.kind === 'edit' ? dialog.rule : null}
              products={products}
              locales={locales}
              onSave={save}
              onCancel={() => open(null)}
              failure={failure}
            />
          )}
          <ConfirmDialog
            isOpen={dialog?.kind === 'delete'}
            title={t('ADMIN_COMBINATIONS_DELETE_TITLE')}
            text={t('ADMIN_COMBINATIONS_DELETE_TEXT', { name: dialog?.kind === 'delete' ? pairName(dialog.rule) : '' })}
            confirmLabel={t('LOCAL_ADMIN_DELETE')}
            danger
            isBusy={deleting}
            failure={failure}
            onConfirm={() => void confirmDelete()}
            onCancel={() => open(null)}
          />
        </>
      }
    >
      <ul className="admin-rows" aria-label={t('ADMIN_COMBINATIONS_TITLE')}>
        {rules.map((r) => (
          <li key={r.id} className="admin-row" data-testid="combination-rule-row">
            <div className="admin-row__main">
              <span className="admin-row__title">{pairName(r)}</span>
              <span className="admin-row__meta">
                <span>{t(`COMBINATION_KIND_${r.kind}`)}</span>
                <span>· {t(`COMBINATION_SEVERITY_${r.severity}`)}</span>
              </span>
              <span className="admin-row__meta">{messageOf(r)}</span>
            </div>
            <div className="admin-row__actions">
              <Button
                variant="secondary"
                onPress={() => open({ kind: 'edit', rule: r })}
                aria-label={t('ADMIN_COMBINATIONS_EDIT_FOR', { name: pairName(r) })}
              >
                {t('ADMIN_COMBINATIONS_EDIT')}
              </Button>
              <Button
                variant="danger-quiet"
                onPress={() => open({ kind: 'delete', rule: r })}
                aria-label={t('ADMIN_COMBINATIONS_DELETE_FOR', { name: pairName(r) })}
              >
                {t('LOCAL_ADMIN_DELETE')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </CrudPage>
  );
}
