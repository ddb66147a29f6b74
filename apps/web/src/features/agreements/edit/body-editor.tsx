import {
  fillTemplate,
  sampleVariableValues,
  type TAgreementVariable,
  unknownVariables,
  variableToken,
} from '@sewa/domain/agreements/variables';
import { toDateString } from '@sewa/format/dates';
import { FormField } from '@sewa/ui/form-field.tsx';
import { RichTextEditor, type TRichTextEditorHandle } from '@sewa/ui/rich-text-editor.tsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementText } from '../shared/parts';

// The template text editor (product §10.2): the UI kit's editor in document mode (bold, italic,
// underline, headings, lists, simple tables), a picker that inserts a variable as `{{key}}` at the cursor,
// and a live preview filled with a sample tenancy.

export function BodyEditor({
  value,
  onChange,
  error,
  variables,
  language,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  variables: readonly TAgreementVariable[];
  language: 'en' | 'cn';
}) {
  const { t } = useTranslation('agreements');
  const unknown = unknownVariables(value);
  const editor = useRef<TRichTextEditorHandle>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <FormField label={t('editor.body')} isRequired error={error} id="agreement-body">
          <RichTextEditor
            ref={editor}
            mode="document"
            value={value}
            onChange={onChange}
            minHeight={360}
            isInvalid={Boolean(error)}
          />
        </FormField>
        {unknown.length > 0 && (
          <p role="alert" className="text-sm text-amber-800">
            {t('editor.unknown', { keys: unknown.join(', ') })}
          </p>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{t('editor.variables')}</legend>
          <p className="text-xs text-slate-600">{t('editor.variables-hint')}</p>
          <div className="flex flex-wrap gap-1.5">
            {variables.map((v) => (
              <button
                key={v}
                type="button"
                onClick={() => editor.current?.insertAtCursor(variableToken(v))}
                className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs text-slate-700 hover:border-brand-500 hover:bg-brand-50"
              >
                {t(`variables.${v}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <section aria-label={t('editor.preview')} className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-slate-800">{t('editor.preview')}</h2>
        <p className="text-xs text-slate-600">{t('editor.preview-hint')}</p>
        <AgreementText
          html={fillTemplate(value, sampleVariableValues(language, toDateString(new Date())))}
          label={t('editor.preview')}
        />
      </section>
    </div>
  );
}
