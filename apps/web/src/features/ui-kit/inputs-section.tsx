import { parseMoneyToSen } from '@sewa/domain';
import {
  Button,
  Checkbox,
  FormField,
  fillText,
  MoneyDisplay,
  NumberInput,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  useToast,
} from '@sewa/ui';
import { type FormEvent, useState } from 'react';
import { Demo, UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

export function InputsSection() {
  const t = useUiKitText();
  const [state, setState] = useState('');
  const [isAgreed, setIsAgreed] = useState(false);
  const [payment, setPayment] = useState('fpx');
  return (
    <UiKitSection id="inputs" title={t.sections.inputs}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t.inputs.name} isRequired>
          <TextInput placeholder={t.inputs.namePlaceholder} autoComplete="name" />
        </FormField>
        <FormField label={t.inputs.phone}>
          <TextInput type="tel" prefix="+60" inputMode="tel" autoComplete="tel-national" />
        </FormField>
        <FormField label={t.inputs.notes} className="md:col-span-2">
          <TextArea placeholder={t.inputs.notesPlaceholder} />
        </FormField>
        <FormField
          label={t.inputs.state}
          hint={state ? fillText(t.inputs.value, { value: state }) : undefined}
        >
          <Select
            value={state}
            onValueChange={setState}
            options={t.inputs.states.map((name) => ({ value: name, label: name }))}
          />
        </FormField>
        <FormField label={t.inputs.payment}>
          <RadioGroup
            value={payment}
            onValueChange={setPayment}
            options={Object.entries(t.inputs.paymentOptions).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
        <Checkbox
          className="md:col-span-2"
          label={t.inputs.agree}
          description={t.inputs.agreeDescription}
          checked={isAgreed}
          onCheckedChange={setIsAgreed}
        />
      </div>
    </UiKitSection>
  );
}

export function FormSection() {
  const t = useUiKitText();
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const titleError = isSubmitted && !title.trim() ? t.form.titleRequired : undefined;
  const categoryError = isSubmitted && !category ? t.form.categoryRequired : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (title.trim() && category) toast.success(t.form.saved);
  };
  return (
    <UiKitSection id="form" title={t.sections.form}>
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <FormField label={t.form.title} isRequired hint={t.form.titleHint} error={titleError}>
          <TextInput value={title} onChange={(event) => setTitle(event.target.value)} />
        </FormField>
        <FormField label={t.form.category} isRequired error={categoryError}>
          <Select
            value={category}
            onValueChange={setCategory}
            options={Object.entries(t.form.categories).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
        <div className="md:col-span-2">
          <Button type="submit">{t.form.submit}</Button>
        </div>
      </form>
    </UiKitSection>
  );
}

export function NumbersSection() {
  const t = useUiKitText();
  const [free, setFree] = useState('');
  const [minOne, setMinOne] = useState('');
  const [minThree, setMinThree] = useState('');
  const [rent, setRent] = useState('1850.50');
  const rentSen = parseMoneyToSen(rent) ?? 0;
  return (
    <UiKitSection id="numbers" title={t.sections.numbers}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t.numbers.free} id="ui-kit-number-free">
          <NumberInput value={free} onChange={setFree} />
        </FormField>
        <FormField label={t.numbers.minOne} id="ui-kit-number-min-1">
          <NumberInput value={minOne} onChange={setMinOne} min={1} isInteger />
        </FormField>
        <FormField label={t.numbers.minThree} id="ui-kit-number-min-3">
          <NumberInput value={minThree} onChange={setMinThree} min={3} isInteger />
        </FormField>
        <FormField label={t.numbers.rent} id="ui-kit-number-rent">
          <NumberInput value={rent} onChange={setRent} prefix="RM" />
        </FormField>
      </div>
      <div className="mt-5">
        <Demo label={t.numbers.money}>
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:max-w-md">
            <dt className="text-slate-500">{t.numbers.myr}</dt>
            <dd>
              <MoneyDisplay sen={rentSen} kind="myr" />
            </dd>
            <dt className="text-slate-500">{t.numbers.wallet}</dt>
            <dd>
              <MoneyDisplay sen={rentSen} kind="wallet" />
            </dd>
            <dt className="text-slate-500">{t.numbers.noThousands}</dt>
            <dd>
              <MoneyDisplay sen={rentSen} kind="myr" thousands={false} />
            </dd>
            <dt className="text-slate-500">{t.numbers.trimmed}</dt>
            <dd>
              <MoneyDisplay sen={rentSen} kind="myr" trimZeros />
            </dd>
          </dl>
        </Demo>
      </div>
    </UiKitSection>
  );
}
