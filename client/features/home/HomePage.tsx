import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useLocale } from '../../i18n/useLocale.js';
import { HomeTileIcon } from './HomeTileIcon.js';

interface HomeTile {
  to: string;
  titleKey: string;
  textKey: string;
  icon: string;
}

const NEW_FROM_CONDITIONS = '/formula?stage=CONDITIONS&newSkinCareProgram=true';
const NEW_FROM_PERSONALIZATION = '/formula?stage=PERSONALIZED_SUGGESTIONS&newSkinCareProgram=true';

const KNOWLEDGE_TILES: HomeTile[] = [
  {
    to: '/knowledge/products',
    titleKey: 'HOME_KNOWLEDGE_PRODUCTS',
    textKey: 'HOME_KNOWLEDGE_PRODUCTS_TEXT',
    icon: 'products',
  },
  {
    to: '/knowledge/indicators',
    titleKey: 'HOME_KNOWLEDGE_INDICATORS',
    textKey: 'HOME_KNOWLEDGE_INDICATORS_TEXT',
    icon: 'indicators',
  },
];
const INCI_TILE: HomeTile = {
  to: '/knowledge/incis',
  titleKey: 'HOME_KNOWLEDGE_INCI',
  textKey: 'HOME_KNOWLEDGE_INCI_TEXT',
  icon: 'inci',
};
const PERSONALIZATION_TILE: HomeTile = {
  to: NEW_FROM_PERSONALIZATION,
  titleKey: 'HOME_START_PERSONALIZATION',
  textKey: 'HOME_START_PERSONALIZATION_TEXT',
  icon: 'personalization',
};
const FORMULA_TILES: HomeTile[] = [
  {
    to: NEW_FROM_CONDITIONS,
    titleKey: 'HOME_FORMULA_FROM_CONDITIONS',
    textKey: 'HOME_FORMULA_FROM_CONDITIONS_TEXT',
    icon: 'conditions',
  },
  {
    to: NEW_FROM_PERSONALIZATION,
    titleKey: 'HOME_FORMULA_FROM_PERSONALIZATION',
    textKey: 'HOME_FORMULA_FROM_PERSONALIZATION_TEXT',
    icon: 'formula',
  },
  { to: '/user/my-mixtures', titleKey: 'HOME_MY_MIXTURES', textKey: 'HOME_MY_MIXTURES_TEXT', icon: 'mixtures' },
];

/** Home: knowledge pages, the INCI button only for the INCI locales (else personalisation), new formula, my mixtures. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('HOME_TITLE');
  const { locale } = useLocale();
  const { inciLocales } = usePublicSettings();
  const knowledge = [...KNOWLEDGE_TILES, inciLocales.includes(locale) ? INCI_TILE : PERSONALIZATION_TILE];

  const tiles = (list: HomeTile[]) => (
    <ul className="home__tiles">
      {list.map((tile) => (
        <li key={tile.titleKey}>
          <Link to={tile.to} className={`home-tile home-tile--${tile.icon}`} data-testid={tile.titleKey}>
            <HomeTileIcon name={tile.icon} />
            <span className="home-tile__title">{t(tile.titleKey)}</span>
            <span className="home-tile__text">{t(tile.textKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="page home">
      <h1>{t('HOME_TITLE')}</h1>
      <p className="home__intro">{t('HOME_INTRO')}</p>
      <section aria-labelledby="home-knowledge">
        <h2 id="home-knowledge">{t('HOME_KNOWLEDGE_HEADING')}</h2>
        {tiles(knowledge)}
      </section>
      <section aria-labelledby="home-formulas">
        <h2 id="home-formulas">{t('HOME_FORMULAS_HEADING')}</h2>
        {tiles(FORMULA_TILES)}
      </section>
    </section>
  );
}
