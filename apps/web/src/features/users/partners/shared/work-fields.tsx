import { MALAYSIAN_STATES } from '@sewa/domain/properties/enums';
import { type TWorkCategory, WORK_CATEGORIES } from '@sewa/domain/users/partners-categories';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/language';
import { TextField } from '../../../../shared/forms/fields';
import { FormSection } from '../../../../shared/forms/form-section';

// Categories and sub-categories of work (product §4 maintenance work; "Category is required.", §5) and
// service areas, for the contractor's and the sub-contractor's forms.

const toggle = (list: readonly string[], value: string, isOn: boolean) =>
  isOn ? [...new Set([...list, value])] : list.filter((v) => v !== value);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A checkbox per category, and under a checked one its sub-categories. `allowed` narrows the categories
 * (a sub-contractor gets only its contractor's); unchecking a category drops its sub-categories.
 */
export function WorkFields({
  allowed,
  allowedSubs,
  description,
}: {
  allowed?: readonly string[];
  /** Narrows the sub-categories too (a contractor that named some); empty or absent: all of them. */
  allowedSubs?: readonly string[];
  description?: string;
}) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const { control, formState, setValue, getValues } = useFormContext();
  const categories = (WORK_CATEGORIES as readonly TWorkCategory[]).filter(
    (c) => !allowed || allowed.includes(c.code),
  );
  const categoryError = (get(formState.errors, 'categories') as { message?: string } | undefined)?.message;
  const subError = (get(formState.errors, 'sub_categories') as { message?: string } | undefined)?.message;
  return (
    <FormSection title={t('section.work')} description={description ?? t('section.work-description')}>
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <fieldset aria-describedby={categoryError ? 'categories-error' : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('field.categories')} <span aria-hidden="true">*</span>
            </legend>
            {categories.length === 0 && <p className="text-sm text-slate-600">{t('field.no-categories')}</p>}
            <div className="grid gap-3 sm:grid-cols-2">
              {categories.map((c) => {
                const isChecked = (field.value as string[]).includes(c.code);
                return (
                  <div
                    key={c.code}
                    className="flex flex-col gap-2 rounded-control border border-slate-200 p-3"
                  >
                    <Checkbox
                      id={`category-${c.code}`}
                      label={c.label[lang]}
                      checked={isChecked}
                      isInvalid={!!categoryError}
                      onCheckedChange={(isOn) => {
                        field.onChange(toggle(field.value as string[], c.code, isOn));
                        if (!isOn) {
                          const subs = c.subCategories.map((s) => s.code);
                          setValue(
                            'sub_categories',
                            (getValues('sub_categories') as string[]).filter((s) => !subs.includes(s)),
                          );
                        }
                      }}
                    />
                    {isChecked && <SubCategories category={c} allowedSubs={allowedSubs} />}
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
      />
      <FieldError id="categories-error" message={categoryError} />
      <FieldError id="sub-categories-error" message={subError} />
    </FormSection>
  );
}

function SubCategories({
  category,
  allowedSubs,
}: {
  category: TWorkCategory;
  allowedSubs?: readonly string[];
}) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name="sub_categories"
      render={({ field }) => (
        <fieldset className="ml-7 flex flex-col gap-1.5">
          <legend className="sr-only">
            {t('field.sub-categories-of', { category: category.label[lang] })}
          </legend>
          {category.subCategories
            .filter((s) => !allowedSubs?.length || allowedSubs.includes(s.code))
            .map((s) => (
              <Checkbox
                key={s.code}
                id={`sub-category-${s.code}`}
                label={s.label[lang]}
                checked={(field.value as string[]).includes(s.code)}
                onCheckedChange={(isOn) => field.onChange(toggle(field.value as string[], s.code, isOn))}
              />
            ))}
        </fieldset>
      )}
    />
  );
}

/** The states of Malaysia the contractor covers, and towns within them (comma-separated). */
export function ServiceAreaFields() {
  const { t } = useTranslation('partners');
  const { control } = useFormContext();
  return (
    <FormSection title={t('section.areas')} description={t('section.areas-description')}>
      <Controller
        control={control}
        name="service_states"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('field.service_states')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {MALAYSIAN_STATES.map((state) => (
                <Checkbox
                  key={state}
                  id={`state-${state.replace(/\s+/g, '-')}`}
                  label={state}
                  checked={(field.value as string[]).includes(state)}
                  onCheckedChange={(isOn) => field.onChange(toggle(field.value as string[], state, isOn))}
                />
              ))}
            </div>
          </fieldset>
        )}
      />
      <TextField
        name="service_cities"
        label={t('field.service_cities')}
        hint={t('field.service_cities-hint')}
        maxLength={1000}
      />
    </FormSection>
  );
}

/** 'Petaling Jaya, Shah Alam' → ['Petaling Jaya', 'Shah Alam']. */
export const citiesOf = (text: string): string[] =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
