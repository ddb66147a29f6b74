import { DatePicker, FormField, fillText } from '@sewa/ui';
import { useState } from 'react';
import { UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

export function DatesSection() {
  const t = useUiKitText();
  const [start, setStart] = useState('2025-01-15');
  const [end, setEnd] = useState('');
  const [month, setMonth] = useState('');
  const [appointment, setAppointment] = useState('2025-03-01 10:30:00');
  return (
    <UiKitSection id="dates" title={t.sections.dates}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t.dates.start} id="ui-kit-date-start">
          <DatePicker value={start} onChange={setStart} />
        </FormField>
        <FormField label={t.dates.end} id="ui-kit-date-end" hint={t.dates.endHint}>
          <DatePicker value={end} onChange={setEnd} presetStart={start} />
        </FormField>
        <FormField
          label={t.dates.month}
          id="ui-kit-date-month"
          hint={month ? fillText(t.dates.value, { value: month }) : undefined}
        >
          <DatePicker mode="month" value={month} onChange={setMonth} />
        </FormField>
        <FormField label={t.dates.dateTime} id="ui-kit-date-time">
          <DatePicker value={appointment} onChange={setAppointment} />
        </FormField>
      </div>
    </UiKitSection>
  );
}
