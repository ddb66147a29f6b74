import { PageHeader, ToastProvider, useUiLanguage } from '@sewa/ui';
import { usePageTitle } from '../../shared/use-page-title';
import { ButtonsSection, FeedbackSection } from './buttons-section';
import { DatesSection } from './dates-section';
import { EditorSection, SignatureSection } from './editor-section';
import { FormSection, InputsSection, NumbersSection } from './inputs-section';
import { DialogsSection, TabsSection, ToastsSection } from './overlays-section';
import { TableSection } from './table-section';
import { SECTION_IDS } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';
import { UploadSection } from './upload-section';

/**
 * /ui-kit and /cn/ui-kit: every component of @sewa/ui with working examples. The language comes from the
 * UiTextProvider the app wraps around it; ToastProvider is a no-op when the app already provides one.
 */
export function UiKitPage() {
  const t = useUiKitText();
  const home = useUiLanguage() === 'cn' ? '/cn/homepage' : '/homepage';
  usePageTitle(t.title);
  return (
    <ToastProvider>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
        <PageHeader
          title={t.title}
          description={t.intro}
          breadcrumbs={[{ label: t.home, href: home }, { label: t.title }]}
        />
        <nav aria-label={t.contents} className="rounded-card border border-slate-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-semibold text-slate-700">{t.contents}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <a href={`#ui-kit-${id}`} className="text-brand-700 hover:underline">
                  {t.sections[id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonsSection />
        <FeedbackSection />
        <InputsSection />
        <FormSection />
        <NumbersSection />
        <TabsSection />
        <DialogsSection />
        <ToastsSection />
        <TableSection />
        <DatesSection />
        <UploadSection />
        <EditorSection />
        <SignatureSection />
      </div>
    </ToastProvider>
  );
}
