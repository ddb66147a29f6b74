import { Button } from '@sewa/ui/button.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { ProgressBar } from '@sewa/ui/progress-bar.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useListAnswer } from '../api/inventory';
import type { TLine, TList } from '../lists/list-parts';
import { ConditionBadge, useInventoryLabels } from '../shared/labels';
import { PhotoStrip } from '../shared/photo-strip';
import { FinishStep } from './finish-step';
import type { TOutcome } from './tenant-lists-page';

/**
 * The tenant's answer, item by item ("Item 3 of 12"): each line with its photos and condition, a "Not to
 * rate" toggle and an optional remark; then the items they add, and agree with a signature or reject.
 */
export function AnswerFlow({ list, onAnswered }: { list: TList; onAnswered: (outcome: TOutcome) => void }) {
  const { t } = useTranslation('inventory');
  const lines = list.items.filter((line) => !line.is_extra);
  const [step, setStep] = useState(0);
  const total = lines.length;
  const line = lines[step];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {line ? t('answer.progress', { n: step + 1, total }) : t('answer.last-step')}
        </p>
        <ProgressBar
          value={total === 0 ? 100 : (Math.min(step, total) / total) * 100}
          label={t('answer.progress-label')}
        />
      </div>
      {line ? (
        <ItemStep
          key={line.id}
          line={line}
          onBack={step > 0 ? () => setStep(step - 1) : undefined}
          onNext={() => setStep(step + 1)}
        />
      ) : (
        <FinishStep
          list={list}
          onBack={total > 0 ? () => setStep(total - 1) : undefined}
          onAnswered={onAnswered}
        />
      )}
    </div>
  );
}

function ItemStep({ line, onBack, onNext }: { line: TLine; onBack?: () => void; onNext: () => void }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const fail = useFailureToast();
  const { mark } = useListAnswer();
  const [notToRate, setNotToRate] = useState(line.not_to_rate);
  const [remarks, setRemarks] = useState(line.tenant_remarks ?? '');
  const [error, setError] = useState<string | null>(null);
  const name = labels.itemName(line);
  const isChanged = notToRate !== line.not_to_rate || remarks.trim() !== (line.tenant_remarks ?? '');

  const next = async () => {
    setError(null);
    if (remarks.trim().length > 500) {
      setError(t('answer.remark-too-long'));
      return;
    }
    if (isChanged) {
      try {
        await mark.mutateAsync({
          inventory_list_item_id: line.id,
          not_to_rate: notToRate,
          tenant_remarks: remarks.trim(),
        });
      } catch (failure) {
        fail(t('answer.mark-failed'), failure);
        return;
      }
    }
    onNext();
  };

  return (
    <section
      aria-label={name}
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{line.area ?? t('line.common-areas')}</p>
          <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600">{t('answer.quantity', { n: line.quantity })}</p>
        </div>
        <ConditionBadge condition={line.condition} />
      </div>
      <PhotoStrip photos={line.photos} name={name} size="lg" />
      {line.remarks && (
        <p className="rounded-control bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('answer.operator-says', { remarks: line.remarks })}
        </p>
      )}
      <Checkbox
        id={`not-to-rate-${line.id}`}
        label={t('line.not-to-rate')}
        description={t('answer.not-to-rate-hint')}
        checked={notToRate}
        onCheckedChange={setNotToRate}
      />
      <FormField
        label={t('answer.remark')}
        hint={t('answer.remark-hint')}
        id={`remark-${line.id}`}
        error={error ?? undefined}
      >
        <TextArea
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
          rows={3}
          maxLength={500}
        />
      </FormField>
      <div className="flex gap-2">
        {onBack && (
          <Button variant="outline" className="flex-1" onClick={onBack}>
            {t('answer.back')}
          </Button>
        )}
        <Button className="flex-1" onClick={() => void next()} isLoading={mark.isPending}>
          {t('answer.next')}
        </Button>
      </div>
    </section>
  );
}
