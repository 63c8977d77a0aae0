import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { errorMessage } from '../../app/errors.js';
import { useNotify } from '../../app/useNotify.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import {
  RegionProductAvailabilityDocument,
  RegionProductDisallowedDocument,
  SetRegionAvailableProductsDocument,
  SetRegionDisallowedProductsDocument,
} from '../../graphql/regionProducts.js';
import { Button } from '../../ui/Button.js';
import { PageSpinner } from '../../ui/Spinner.js';
import { Switch } from '../../ui/Switch.js';
import { TextField } from '../../ui/TextField.js';
import './local-admin.css';

type Kind = 'available' | 'disallowed';

interface Loaded {
  regions: readonly { id: number; name: string }[];
  products: readonly { id: number; name: string }[];
  sets: readonly { regionId: number; productIds: readonly number[] }[];
}

const TEXTS = {
  available: {
    title: 'AVAILABLE_PRODUCTS_TITLE',
    intro: 'AVAILABLE_PRODUCTS_INTRO',
    switchLabel: 'AVAILABLE_PRODUCTS_SWITCH',
  },
  disallowed: {
    title: 'DISALLOWED_PRODUCTS_TITLE',
    intro: 'DISALLOWED_PRODUCTS_INTRO',
    switchLabel: 'DISALLOWED_PRODUCTS_SWITCH',
  },
} as const;

function useRegionProducts(kind: Kind): {
  loaded?: Loaded;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
} {
  const available = useQuery(RegionProductAvailabilityDocument, {
    skip: kind !== 'available',
    fetchPolicy: 'network-only',
  });
  const disallowed = useQuery(RegionProductDisallowedDocument, {
    skip: kind !== 'disallowed',
    fetchPolicy: 'network-only',
  });
  const loaded = useMemo<Loaded | undefined>(() => {
    if (kind === 'available' && available.data) {
      const d = available.data;
      return { regions: d.myRegions, products: d.products, sets: d.regionProductAvailability.regions };
    }
    if (kind === 'disallowed' && disallowed.data) {
      const d = disallowed.data;
      return { regions: d.myRegions, products: d.products, sets: d.regionProductDisallowed.regions };
    }
    return undefined;
  }, [kind, available.data, disallowed.data]);
  const query = kind === 'available' ? available : disallowed;
  return { loaded, loading: query.loading, error: query.error, refetch: () => query.refetch() };
}

/**
 * local-admin/available-products and local-admin/disallowed-products: choose a region (chosen
 * already when there is one), switch products on or off, then Save (replaces the set) or Cancel.
 */
export function RegionProductsPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  usePageTitle(texts.title);
  const notify = useNotify();
  const { loaded, loading, error, refetch } = useRegionProducts(kind);
  // The region chosen and its switches as edited; null until a choice (and after Save or Cancel).
  const [choice, setChoice] = useState<{ regionId: number | null; selected: ReadonlySet<number> } | null>(null);
  const [search, setSearch] = useState('');
  const [setAvailable, { loading: savingAvailable }] = useMutation(SetRegionAvailableProductsDocument);
  const [setDisallowed, { loading: savingDisallowed }] = useMutation(SetRegionDisallowedProductsDocument);
  const saving = savingAvailable || savingDisallowed;

  useEffect(() => {
    if (error) {
      console.error('Loading region products failed', error);
      notify.error('LOCAL_ADMIN_FETCH_FAILED');
    }
  }, [error, notify]);

  const savedSet = (id: number | null): ReadonlySet<number> =>
    new Set(loaded?.sets.find((s) => s.regionId === id)?.productIds ?? []);
  const choose = (id: number | null) => setChoice({ regionId: id, selected: savedSet(id) });
  const reset = () => setChoice(null);

  // Spec: with one region it is chosen at once (again after Save or Cancel), with its saved switches.
  const onlyRegion = loaded?.regions.length === 1 ? loaded.regions[0]!.id : null;
  const onlyRegionSet = useMemo(
    () => new Set(loaded?.sets.find((s) => s.regionId === onlyRegion)?.productIds ?? []),
    [loaded, onlyRegion],
  );
  const regionId = choice ? choice.regionId : onlyRegion;
  const selected = choice ? choice.selected : onlyRegionSet;

  const products = useMemo(
    () => [...(loaded?.products ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [loaded?.products],
  );
  // The search only narrows what is shown: a switched product that is filtered out stays switched.
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return needle === '' ? products : products.filter((p) => p.name.toLocaleLowerCase().includes(needle));
  }, [products, search]);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChoice({ regionId, selected: next });
  };

  const save = async () => {
    if (regionId === null) return;
    const input = { regionId, productIds: [...selected].sort((a, b) => a - b) };
    try {
      if (kind === 'available') await setAvailable({ variables: { input } });
      else await setDisallowed({ variables: { input } });
      notify.success('REGION_PRODUCTS_SAVE_SUCCESS');
      await refetch();
      reset();
    } catch (failed) {
      notify.serverError(errorMessage(failed));
    }
  };

  if (loading && !loaded) return <PageSpinner />;

  return (
    <section className="page local-admin">
      <h1>{t(texts.title)}</h1>
      <p className="local-admin__intro">{t(texts.intro)}</p>
      <Select
        className="locale-select field local-admin__region"
        selectedKey={regionId === null ? null : String(regionId)}
        onSelectionChange={(key) => choose(key === null ? null : Number(key))}
        placeholder={t('REGION_PRODUCTS_CHOOSE_REGION')}
      >
        <Label className="field__label">{t('LOCAL_ADMIN_REGION')}</Label>
        <AriaButton className="locale-select__button">
          <SelectValue className="locale-select__value" />
          <span className="locale-select__chevron" aria-hidden="true" />
        </AriaButton>
        <Popover className="popover" placement="bottom start">
          <ListBox className="listbox" items={(loaded?.regions ?? []).map((r) => ({ id: String(r.id), name: r.name }))}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.name} className="listbox__item">
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      {regionId !== null && (
        <>
          <div className="local-admin__search">
            <TextField
              name="search"
              type="search"
              label={t('REGION_PRODUCTS_SEARCH')}
              value={search}
              onChange={setSearch}
              autoComplete="off"
            />
          </div>
          {shown.length === 0 && <p role="status">{t('REGION_PRODUCTS_NONE_FOUND')}</p>}
          <ul className="region-products" aria-label={t(texts.title)}>
            {shown.map((p) => (
              <li key={p.id} className="region-products__item" data-product-id={p.id}>
                <Switch isSelected={selected.has(p.id)} onChange={(on) => toggle(p.id, on)} isDisabled={saving}>
                  <span className="region-products__name">{p.name}</span>
                  <span className="visually-hidden"> {t(texts.switchLabel)}</span>
                </Switch>
              </li>
            ))}
          </ul>
          <div className="form__actions local-admin__actions">
            <Button variant="secondary" onPress={reset} isDisabled={saving}>
              {t('UI_CANCEL')}
            </Button>
            <Button onPress={() => void save()} isPending={saving}>
              {t('LOCAL_ADMIN_SAVE')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

export function AvailableProductsPage() {
  return <RegionProductsPage kind="available" />;
}

export function DisallowedProductsPage() {
  return <RegionProductsPage kind="disallowed" />;
}
