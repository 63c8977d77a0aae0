import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  COMBINATION_KINDS,
  COMBINATION_SEVERITIES,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '../../../common/enums.js';
import type { ErrorMessage } from '../../app/errors.js';
import { schemaValidator } from '../../app/forms.js';
import type { AdminCombinationRuleFieldsFragment } from '../../graphql/combinationRulesAdmin.js';
import { FormDialog } from '../../ui/FormDialog.js';
import { FormSelectField, type SelectOption } from '../../ui/FormSelectField.js';
import { FormTextField } from '../../ui/FormTextField.js';
import { LocaleFields } from '../catalogue-admin/LocaleFields.js';

type Rule = AdminCombinationRuleFieldsFragment;

export interface CombinationRuleValues {
  productId: string;
  /** `p:<id>` another product, `c:<CATEGORY>` every product of a category. */
  other: string;
  kind: string;
  severity: string;
  messages: Array<{ locale: string; value: string }>;
  comment: string;
}

/** The saveCombinationRule input (what the shared schema checks). */
export function ruleInput(values: CombinationRuleValues, rule: Rule | null) {
  const [type, ref] = [values.other.slice(0, 2), values.other.slice(2)];
  return {
    id: rule?.id ?? null,
    version: rule?.version ?? null,
    productId: Number(values.productId) || 0,
    otherProductId: type === 'p:' ? Number(ref) : null,
    otherCategory: type === 'c:' ? (ref as ProductCategory) : null,
    kind: values.kind as (typeof COMBINATION_KINDS)[number],
    severity: values.severity as (typeof COMBINATION_SEVERITIES)[number],
    messages: values.messages.map((m) => ({ locale: m.locale, value: m.value })),
    comment: values.comment.trim() || null,
  };
}

const validateInput = schemaValidator<ReturnType<typeof ruleInput>>((v) => v.combinationRuleSaveSchema);

/** The schema's errors on the form's fields: the partner's (otherProductId, otherCategory) on `other`. */
async function validate(values: CombinationRuleValues, rule: Rule | null) {
  const { otherProductId, otherCategory, productId, ...rest } = (await validateInput(
    ruleInput(values, rule),
  )) as Record<string, string | undefined>;
  const errors: Record<string, unknown> = { ...rest };
  if (!values.productId) errors.productId = 'VALIDATION_REQUIRED';
  else if (productId) errors.productId = productId;
  const partner = otherProductId ?? otherCategory;
  if (partner) errors.other = partner;
  return errors;
}

function initialValues(rule: Rule | null, locales: readonly string[]): CombinationRuleValues {
  return {
    productId: rule ? String(rule.productId) : '',
    other: rule ? (rule.otherProductId ? `p:${rule.otherProductId}` : `c:${rule.otherCategory}`) : '',
    kind: rule?.kind ?? 'NOT_SAME_ROUTINE_TIME',
    severity: rule?.severity ?? 'MEDIUM',
    messages: locales.map((locale) => ({
      locale,
      value: rule?.messages.find((m) => m.locale === locale)?.value ?? '',
    })),
    comment: rule?.comment ?? '',
  };
}

export interface CombinationRuleDialogProps {
  /** The rule to edit; null adds one. */
  rule: Rule | null;
  /** Every product, by name in the UI language. */
  products: ReadonlyArray<{ id: number; name: string }>;
  /** The message's locales (en_GB and de_DE first). */
  locales: readonly string[];
  onSave: (values: CombinationRuleValues) => Promise<void>;
  onCancel: () => void;
  failure?: ErrorMessage;
}

/** Add or edit a combination rule: the product, what it meets, the kind, the severity, the message per locale, the source. */
export function CombinationRuleDialog({
  rule,
  products,
  locales,
  onSave,
  onCancel,
  failure,
}: CombinationRuleDialogProps) {
  const { t } = useTranslation();
  const form = useFormik<CombinationRuleValues>({
    initialValues: initialValues(rule, locales),
    validate: (values) => validate(values, rule),
    onSubmit: onSave,
  });
  const productOptions: SelectOption[] = products.map((p) => ({ id: String(p.id), label: p.name }));
  const otherOptions: SelectOption[] = [
    ...PRODUCT_CATEGORIES.map((c) => ({
      id: `c:${c}`,
      label: t('ADMIN_COMBINATIONS_ANY_OF_CATEGORY', { category: t(`PRODUCT_CATEGORY_${c}`) }),
    })),
    ...products.map((p) => ({ id: `p:${p.id}`, label: p.name })),
  ];
  return (
    <FormDialog
      form={form}
      title={t(rule ? 'ADMIN_COMBINATIONS_EDIT_TITLE' : 'ADMIN_COMBINATIONS_CREATE_TITLE')}
      onCancel={onCancel}
      failure={failure}
    >
      <FormSelectField name="productId" labelKey="ADMIN_COMBINATIONS_PRODUCT" options={productOptions} required />
      <FormSelectField
        name="other"
        labelKey="ADMIN_COMBINATIONS_OTHER"
        descriptionKey="ADMIN_COMBINATIONS_OTHER_HINT"
        options={otherOptions}
        required
      />
      <FormSelectField
        name="kind"
        labelKey="ADMIN_COMBINATIONS_KIND"
        options={COMBINATION_KINDS.map((k) => ({ id: k, labelKey: `COMBINATION_KIND_${k}` }))}
        required
      />
      <FormSelectField
        name="severity"
        labelKey="ADMIN_COMBINATIONS_SEVERITY"
        options={COMBINATION_SEVERITIES.map((s) => ({ id: s, labelKey: `COMBINATION_SEVERITY_${s}` }))}
        required
      />
      <LocaleFields name="messages" field="value" locales={locales} legendKey="ADMIN_COMBINATIONS_MESSAGE" multiline />
      <FormTextField name="comment" labelKey="ADMIN_COMBINATIONS_COMMENT" multiline autoComplete="off" />
    </FormDialog>
  );
}
