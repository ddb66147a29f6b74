import { Button, Card, EmptyState, ProgressBar, Spinner, StatusBadge } from '@sewa/ui';
import { useEffect, useRef, useState } from 'react';
import { Demo, UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

export function ButtonsSection() {
  const t = useUiKitText();
  const [isLoading, setIsLoading] = useState(false);
  const variants = ['primary', 'secondary', 'outline', 'danger', 'ghost'] as const;
  const load = () => {
    setIsLoading(true);
    setTimeout(() => setIsLoading(false), 2000);
  };
  return (
    <UiKitSection id="buttons" title={t.sections.buttons}>
      <div className="flex flex-col gap-5">
        <Demo>
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {t.buttons[variant]}
            </Button>
          ))}
        </Demo>
        <Demo>
          <Button size="sm">{t.buttons.small}</Button>
          <Button size="md">{t.buttons.medium}</Button>
          <Button size="lg">{t.buttons.large}</Button>
          <Button isLoading>{t.buttons.saving}</Button>
          <Button variant="outline" disabled>
            {t.buttons.disabled}
          </Button>
          <Button variant="secondary" isLoading={isLoading} onClick={load}>
            {t.buttons.tryLoading}
          </Button>
        </Demo>
      </div>
    </UiKitSection>
  );
}

export function FeedbackSection() {
  const t = useUiKitText();
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const run = () => {
    clearInterval(timer.current);
    setProgress(0);
    timer.current = setInterval(() => {
      setProgress((p) => {
        const next = Math.min(100, (p ?? 0) + 10);
        if (next === 100) clearInterval(timer.current);
        return next;
      });
    }, 200);
  };
  const statuses = Object.entries(t.feedback.statuses);
  return (
    <UiKitSection id="feedback" title={t.sections.feedback}>
      <div className="flex flex-col gap-5">
        <Demo label={t.feedback.badges}>
          {statuses.map(([status, label]) => (
            <StatusBadge key={status} status={status} label={label} />
          ))}
        </Demo>
        <Demo label={t.feedback.spinner}>
          <span className="text-brand-700">
            <Spinner size="sm" />
          </span>
          <span className="text-brand-700">
            <Spinner />
          </span>
          <span className="text-brand-700">
            <Spinner size="lg" />
          </span>
        </Demo>
        <div className="flex flex-col gap-2 sm:max-w-md">
          <ProgressBar value={progress ?? 0} label={t.feedback.progress} showValue />
          <div>
            <Button size="sm" variant="outline" onClick={run}>
              {t.feedback.runProgress}
            </Button>
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <Card headingLevel={3} title={t.feedback.cardTitle} description={t.feedback.cardDescription}>
            <p className="text-sm text-slate-700">{t.feedback.cardBody}</p>
          </Card>
          <Card headingLevel={3} title={t.feedback.emptyTitle} isPadded={false}>
            <EmptyState description={t.feedback.emptyDescription} />
          </Card>
        </div>
      </div>
    </UiKitSection>
  );
}
