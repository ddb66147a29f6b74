import { ZAddInventoryItemsInput } from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { StickyActionBar } from '@sewa/ui/sticky-action-bar.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useAddInventoryItems } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
import { idOf, usePathId, useQuery } from '../shared/search';
import { PlaceFrame, placeLink, type TInventoryPlace } from './place-frame';

type TRow = { name: string; quantity: string; condition: TInventoryCondition; remarks: string };
type TForm = { items: TRow[] };

const EMPTY_ROW: TRow = { name: '', quantity: '1', condition: 'good', remarks: '' };
const MAX_ROWS = 20;

/** /operator/add-custom-items/{unit id}?room_id=: items the catalogue lacks, by name, a row each. */
export function AddCustomItemsScreen() {
  const { t } = useTranslation('inventory');
  const unitId = usePathId();
  const roomId = idOf(useQuery().room_id);
  return (
    <PlaceFrame unitId={unitId} roomId={roomId} title={t('custom.title')}>
      {(place) => <CustomItemsForm place={place} />}
    </PlaceFrame>
  );
}

function CustomItemsForm({ place }: { place: TInventoryPlace }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const navigate = useNavigate();
  const add = useAddInventoryItems();
  const back = placeLink(place);
  const toInput = (form: TForm) => ({
    unit_id: place.unit_id,
    ...(place.room_id ? { room_id: place.room_id } : {}),
    items: form.items.map((row) => ({
      name: row.name,
      quantity: row.quantity,
      condition: row.condition,
      remarks: row.remarks,
    })),
  });
  const form = useForm<TForm>({
    defaultValues: { items: [EMPTY_ROW] },
    resolver: schemaResolver(ZAddInventoryItemsInput, toInput),
  });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const onSubmit = useFormSubmit(form, t('add.failed'), async (values) => {
    await add.mutateAsync(toInput(values));
    toast.success(t('add.added', { n: values.items.length }));
    await navigate({ to: back.to, search: back.search });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('custom.title')} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('custom.lead')}</p>
        {rows.fields.map((row, index) => (
          <Card
            key={row.id}
            title={t('custom.row', { n: index + 1 })}
            headingLevel={2}
            actions={
              rows.fields.length > 1 && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => rows.remove(index)}
                  aria-label={t('custom.remove-row', { n: index + 1 })}
                >
                  {t('custom.remove')}
                </Button>
              )
            }
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name={`items.${index}.name`} label={t('item.name')} isRequired maxLength={120} />
              <NumberField
                name={`items.${index}.quantity`}
                label={t('item.quantity')}
                isRequired
                isInteger
                min={1}
              />
              <SelectField
                name={`items.${index}.condition`}
                label={t('item.condition')}
                isRequired
                options={labels.conditionOptions}
              />
              <TextField name={`items.${index}.remarks`} label={t('item.remarks')} maxLength={500} />
            </div>
          </Card>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => rows.append({ ...EMPTY_ROW })}
            disabled={rows.fields.length >= MAX_ROWS}
          >
            {t('custom.add-row')}
          </Button>
        </div>
        <StickyActionBar>
          <Link
            to={back.to}
            search={back.search}
            className="text-sm font-medium text-slate-700 hover:underline"
          >
            {t('common.cancel')}
          </Link>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('custom.submit')}
          </Button>
        </StickyActionBar>
      </form>
    </FormProvider>
  );
}
