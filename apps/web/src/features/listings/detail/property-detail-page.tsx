import type { TPublicPropertyDetail } from '@sewa/domain/properties/public-schemas';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { ToastProvider } from '@sewa/ui/toast.tsx';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../shared/forms/error-text';
import { placeOf } from '../../../shared/listings/listing-card';
import { LoadError } from '../../../shared/listings/load-error';
import { rm } from '../../../shared/listings/money';
import { useLabels } from '../../../shared/listings/use-labels';
import { PageContainer } from '../../../shared/page-container';
import { usePageTitle } from '../../../shared/use-page-title';
import { usePropertyDetail } from '../api/listing-calls';
import { FacilitiesList } from './facilities-list';
import { LocationSection } from './location-section';
import { PhotoGallery } from './photo-gallery';
import { PropertyFacts } from './property-facts';
import { RentalCard } from './rental-card';
import { ReportListing } from './report-listing';

export const fullAddress = (p: Pick<TPublicPropertyDetail, 'street' | 'postcode' | 'city' | 'state'>) =>
  `${p.street}, ${p.postcode} ${p.city}, ${p.state}`;

/** /property-detail/{id}: one published property with everything a visitor needs to decide. */
export function PropertyDetailPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams({ strict: false }) as { id: string };
  const query = usePropertyDetail(id);
  const property = query.data?.data;
  usePageTitle(property?.name ?? t('detail.page-title'));

  if (query.isError) {
    return (
      <PageContainer width="narrow">
        <LoadError
          title={isNotFound(query.error) ? t('detail.not-found') : undefined}
          error={query.error}
          onRetry={isNotFound(query.error) ? undefined : () => query.refetch()}
        />
      </PageContainer>
    );
  }
  if (!property) {
    return (
      <div className="flex justify-center py-24 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  }
  // The public layout has no toasts of its own; the viewing request confirms with one.
  return (
    <ToastProvider>
      <PropertyDetail property={property} />
    </ToastProvider>
  );
}

function PropertyDetail({ property }: { property: TPublicPropertyDetail }) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  const address = fullAddress(property);
  return (
    <PageContainer className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-brand-700">{labels.PROPERTY_TYPE_LABELS[property.type]}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{property.name}</h1>
        <p className="text-slate-600">{placeOf(property)}</p>
        {property.price_from_sen !== null && (
          <p className="text-lg font-semibold text-brand-800">
            {t('detail.price-from', { price: rm(property.price_from_sen) })}
          </p>
        )}
      </header>
      <PhotoGallery photos={property.photos} name={property.name} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="rentals-title" className="flex flex-col gap-3">
            <h2 id="rentals-title" className="text-lg font-semibold text-slate-900">
              {t('detail.rentals', { n: property.rental_total })}
            </h2>
            {property.rentals.length === 0 ? (
              <p className="rounded-card border border-slate-200 bg-white p-4 text-sm text-slate-600">
                {t('detail.no-rentals')}
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {property.rentals.map((rental) => (
                  <li key={rental.rental_id}>
                    <RentalCard rental={rental} />
                  </li>
                ))}
              </ul>
            )}
            {property.rental_total > property.rentals.length && (
              <p className="text-sm text-slate-500">
                {t('detail.rentals-truncated', {
                  shown: property.rentals.length,
                  total: property.rental_total,
                })}
              </p>
            )}
          </section>
          {property.description && (
            <section aria-labelledby="description-title" className="flex flex-col gap-2">
              <h2 id="description-title" className="text-lg font-semibold text-slate-900">
                {t('detail.description')}
              </h2>
              <p className="whitespace-pre-line text-slate-700">{property.description}</p>
            </section>
          )}
          <FacilitiesList facilities={property.facilities} />
          <LocationSection address={address} name={property.name} lat={property.lat} lng={property.lng} />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
          <div className="rounded-card border border-slate-200 bg-white p-4">
            <PropertyFacts property={property} />
          </div>
          <div className="self-start">
            <ReportListing propertyId={property.id} />
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
