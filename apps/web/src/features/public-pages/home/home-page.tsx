import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/use-page-title';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { InfoLinks } from './info-links';
import { OperatorCta } from './operator-cta';

/** /homepage: hero with the search, how it works per audience, operator sign-up, further reading. */
export function HomePage() {
  const { t } = useTranslation('public');
  usePageTitle(t('home.page-title'));
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <OperatorCta />
      <InfoLinks />
    </>
  );
}
