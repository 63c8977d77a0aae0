import { useTranslation } from 'react-i18next';
import { Switch } from '../../ui/Switch.js';

/** The toggle between suggested and all products of a step (shown only when suggestions exist). */
export function SuggestedSwitch({ showAll, onChange }: { showAll: boolean; onChange: (showAll: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch className="suggested-switch" isSelected={showAll} onChange={onChange}>
      {t('BUILDER_SHOW_ALL_PRODUCTS')}
    </Switch>
  );
}
