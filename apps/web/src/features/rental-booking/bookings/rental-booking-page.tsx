import { Tabs } from '@sewa/ui/tabs.tsx';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import type { TArea } from '../api/booking';
import { AppointmentsSection } from './appointments-section';
import { BookingDetailDialog } from './booking-detail';
import { BookingsSection } from './bookings-section';

/**
 * rental-booking: the bookings and the viewing appointments of the operator's company (every company on
 * the admin site). `?booking_id=` opens one booking's detail over the list, so it can be linked to.
 */
export function RentalBookingScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { booking_id?: string | number };
  const openId = Number(search.booking_id) > 0 ? Number(search.booking_id) : undefined;
  const [section, setSection] = useState('bookings');
  const path = `/${area}/rental-booking`;
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t(`title-${area}`)} description={t(`description-${area}`)} />
      <Tabs
        aria-label={t('sections')}
        value={section}
        onValueChange={setSection}
        items={[
          {
            value: 'bookings',
            label: t('section.bookings'),
            content: (
              <BookingsSection
                area={area}
                onOpen={(id) => navigate({ to: path, search: { booking_id: id } })}
              />
            ),
          },
          {
            value: 'appointments',
            label: t('section.appointments'),
            content: <AppointmentsSection area={area} />,
          },
        ]}
      />
      {openId !== undefined && (
        <BookingDetailDialog area={area} id={openId} onClose={() => navigate({ to: path, search: {} })} />
      )}
    </div>
  );
}
