import { Button, FormField, RichTextEditor, SignaturePad, type TSignaturePadHandle } from '@sewa/ui';
import { useRef, useState } from 'react';
import { UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

export function EditorSection() {
  const t = useUiKitText();
  const [html, setHtml] = useState('<p>Welcome to <strong>Sewa</strong>. Rent is due on the <u>7th</u>.</p>');
  const [template, setTemplate] = useState(
    '<h3>Tenancy agreement</h3><ol><li><p>Rent: {{monthly_rent}}</p></li><li><p>Deposits</p></li></ol><table><tbody><tr><td><p>Item</p></td><td><p>Qty</p></td></tr><tr><td><p>Bed</p></td><td><p>1</p></td></tr></tbody></table>',
  );
  return (
    <UiKitSection id="editor" title={t.sections.editor}>
      <div className="flex flex-col gap-3">
        <FormField label={t.editor.label}>
          <RichTextEditor value={html} onChange={setHtml} placeholder={t.editor.placeholder} />
        </FormField>
        <FormField label={t.editor.documentLabel}>
          <RichTextEditor mode="document" value={template} onChange={setTemplate} />
        </FormField>
        <div>
          <h3 className="mb-1 text-sm font-medium text-slate-600">{t.editor.html}</h3>
          <pre className="overflow-x-auto rounded-control bg-slate-100 p-3 text-xs whitespace-pre-wrap break-all text-slate-700">
            {html}
          </pre>
        </div>
      </div>
    </UiKitSection>
  );
}

export function SignatureSection() {
  const t = useUiKitText();
  const pad = useRef<TSignaturePadHandle>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <UiKitSection id="signature" title={t.sections.signature}>
      <div className="flex flex-col gap-3 sm:max-w-lg">
        <FormField label={t.signature.label}>
          <SignaturePad ref={pad} onChange={(dataUrl) => dataUrl === null && setSaved(null)} />
        </FormField>
        <div>
          <Button onClick={() => setSaved(pad.current?.getSignature() ?? null)}>{t.signature.save}</Button>
        </div>
        {saved && (
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium text-slate-600">{t.signature.saved}</figcaption>
            <img
              src={saved}
              alt={t.signature.saved}
              className="h-24 w-fit rounded-control border border-slate-200 bg-white"
            />
          </figure>
        )}
      </div>
    </UiKitSection>
  );
}
