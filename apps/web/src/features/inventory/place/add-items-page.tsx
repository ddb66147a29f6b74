import { translateValidation } from '@sewa/domain/i18n/validation';
import {
  INVENTORY_CATALOGUE,
  INVENTORY_CATEGORIES,
  ZAddInventoryItemsInput,
} from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { NumberInput } from '@sewa/ui/number-input.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { StickyActionBar } from '@sewa/ui/sticky-action-bar.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useAddInventoryItems } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
import { idOf, usePathId, useQuery } from '../shared/search';
import { PlaceFrame, placeLink, type TInventoryPlace } from './place-frame';

type TChoice = { quantity: string; condition: TInventoryCondition };

/** /operator/add-inventory-items/{unit id}?room_id=: common items from the catalogue, ticked with a quantity and condition. */
export function AddInventoryItemsScreen() {
  const { t } = useTranslation('inventory');
  const unitId = usePathId();
  const roomId = idOf(useQuery().room_id);
  return (
    <PlaceFrame unitId={unitId} roomId={roomId} title={t('add.title')}>
      {(place) => <CatalogueForm place={place} />}
    </PlaceFrame>
  );
}

function CatalogueForm({ place }: { place: TInventoryPlace }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const fail = useFailureToast();
  const navigate = useNavigate();
  const add = useAddInventoryItems();
  const [chosen, setChosen] = useState<Record<string, TChoice>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const keys = Object.keys(chosen);
  const back = placeLink(place);
  const already = (key: string) =>
    place.items.filter((i) => i.catalogue_key === key).reduce((sum, i) => sum + i.quantity, 0);

  const toggle = (key: string, isOn: boolean) =>
    setChosen(({ [key]: _, ...rest }) =>
      isOn ? { ...rest, [key]: { quantity: '1', condition: 'good' } } : rest,
    );
  const change = (key: string, patch: Partial<TChoice>) =>
    setChosen((all) => ({ ...all, [key]: { ...all[key]!, ...patch } }));

  const submit = async () => {
    setFormError(null);
    if (keys.length === 0) {
      setFormError(t('add.choose-one'));
      return;
    }
    const items = keys.map((key) => ({
      catalogue_key: key,
      quantity: chosen[key]!.quantity,
      condition: chosen[key]!.condition,
    }));
    const input = { unit_id: place.unit_id, ...(place.room_id ? { room_id: place.room_id } : {}), items };
    const checked = ZAddInventoryItemsInput.safeParse(input);
    if (!checked.success) {
      const problems: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number')
          problems[keys[index]!] ??= translateValidation(issue.message, labels.language);
      }
      setErrors(problems);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(input);
      toast.success(t('add.added', { n: keys.length }));
      await navigate({ to: back.to, search: back.search });
    } catch (error) {
      fail(t('add.failed'), error);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('add.title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-600">{t('add.lead')}</p>
      {INVENTORY_CATEGORIES.map((category) => (
        <Card key={category} title={labels.category(category)} headingLevel={2}>
          <ul className="flex flex-col divide-y divide-slate-100">
            {INVENTORY_CATALOGUE[category].map((key) => {
              const name = labels.itemName({ catalogue_key: key, name: key });
              const choice = chosen[key];
              const count = already(key);
              return (
                <li
                  key={key}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <Checkbox
                    id={`item-${key}`}
                    label={name}
                    description={count > 0 ? t('add.already', { n: count }) : undefined}
                    checked={Boolean(choice)}
                    onCheckedChange={(isOn) => toggle(key, isOn)}
                  />
                  {choice && (
                    <div className="flex flex-wrap gap-3 sm:flex-nowrap">
                      <FormField
                        label={t('item.quantity-of', { name })}
                        id={`quantity-${key}`}
                        error={errors[key]}
                        className="w-28"
                      >
                        <NumberInput
                          value={choice.quantity}
                          onChange={(quantity) => change(key, { quantity })}
                          isInteger
                          min={1}
                        />
                      </FormField>
                      <FormField
                        label={t('item.condition-of', { name })}
                        id={`condition-${key}`}
                        className="w-40"
                      >
                        <Select
                          options={labels.conditionOptions}
                          value={choice.condition}
                          onValueChange={(condition) =>
                            change(key, { condition: condition as TInventoryCondition })
                          }
                        />
                      </FormField>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
      {formError && <FormAlert>{formError}</FormAlert>}
      <StickyActionBar>
        <Link
          to={back.to}
          search={back.search}
          className="text-sm font-medium text-slate-700 hover:underline"
        >
          {t('common.cancel')}
        </Link>
        <Button type="submit" isLoading={add.isPending}>
          {t('add.submit', { n: keys.length })}
        </Button>
      </StickyActionBar>
    </form>
  );
}
