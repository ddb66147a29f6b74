import { cx, focusRing } from '@sewa/ui/cx.ts';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/page-container';
import { usePageTitle } from '../../../shared/use-page-title';
import { RichParagraphs } from './rich-paragraphs';

export type TLegalDocumentKey = 'about' | 'tnc' | 'pp' | 'disclaimer';
type TSection = { title: string; body: string };

/**
 * A text page built from public:<doc>: title, optional "updated" line, intro and the sections in file
 * order, with an in-page table of contents beside the text on wide screens.
 */
export function LegalDocument({ doc }: { doc: TLegalDocumentKey }) {
  const { t, i18n } = useTranslation('public');
  const title = t(`${doc}.title`);
  usePageTitle(title);
  const sections = Object.entries(
    (t(`${doc}.sections`, { returnObjects: true }) ?? {}) as Record<string, TSection>,
  );
  const updatedKey = `${doc}.updated`;
  const anchor = (id: string) => `${doc}-${id}`;

  return (
    <PageContainer>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <article className="min-w-0">
          <header className="border-b border-slate-200 pb-6">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            {i18n.exists(updatedKey, { ns: 'public' }) && (
              <p className="mt-2 text-sm text-slate-500">{t(updatedKey)}</p>
            )}
            <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg">{t(`${doc}.intro`)}</p>
          </header>
          {sections.map(([id, section]) => (
            <section
              key={id}
              id={anchor(id)}
              aria-labelledby={`${anchor(id)}-title`}
              className="scroll-mt-24 pt-8"
            >
              <h2 id={`${anchor(id)}-title`} className="text-xl font-semibold text-slate-900">
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-7 text-slate-700">
                <RichParagraphs text={section.body} />
              </div>
            </section>
          ))}
        </article>
        <nav aria-label={t('legal.contents')} className="hidden lg:block">
          <div className="sticky top-24 rounded-card border border-slate-200 bg-white p-4">
            <p className="text-sm font-semibold text-slate-900">{t('legal.contents')}</p>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map(([id, section]) => (
                <li key={id}>
                  <a
                    href={`#${anchor(id)}`}
                    // A hash change would go through the router, which scrolls to the top on navigation.
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(anchor(id))?.scrollIntoView({ behavior: 'smooth' });
                    }}
                    className={cx(
                      'block rounded px-2 py-1 text-slate-600 hover:bg-slate-50 hover:text-brand-800',
                      focusRing,
                    )}
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      </div>
    </PageContainer>
  );
}
