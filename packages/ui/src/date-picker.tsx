import { klParts, parseDateString, presetEnd, type TDatePreset } from '@sewa/format';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from './button';
import { Calendar, type TYearMonth } from './calendar';
import { controlBase, controlBorder, cx, focusRing } from './cx';
import { useFieldControl } from './form-field';
import { fillText } from './i18n/ui-text';
import { useUiText } from './i18n/ui-text-provider';

export type TDatePickerMode = 'date' | 'month';

/**
 * product §5: a date is YYYY-MM-DD with an optional HH:MM:SS; a month picker takes YYYY-MM. Anything else
 * (including impossible dates such as 2025-02-30) is invalid.
 */
export const isAcceptedDate = (value: string, mode: TDatePickerMode): boolean => {
  const parsed = parseDateString(value.trim());
  if (!parsed) return false;
  return mode === 'month' ? parsed.kind === 'month' : parsed.kind !== 'month';
};

export type TDatePickerProps = {
  /** The typed or picked text; '' when empty. */
  value: string;
  /** Called on every edit with the raw text and whether it is an accepted date. */
  onChange: (value: string, meta: { isValid: boolean }) => void;
  mode?: TDatePickerMode;
  /** Shows the 3 months / 6 months / 1 year buttons, which set the end of a period starting here. */
  presetStart?: string;
  showPresets?: boolean;
  placeholder?: string;
  disabled?: boolean;
  isInvalid?: boolean;
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

const PRESETS: readonly TDatePreset[] = ['3m', '6m', '1y'];

const viewOf = (value: string): TYearMonth => {
  const parsed = parseDateString(value.trim());
  if (parsed) {
    const parts = klParts(parsed.date);
    return { year: parts.year, month: parts.month - 1 };
  }
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() };
};

export function DatePicker({
  value,
  onChange,
  mode = 'date',
  presetStart,
  showPresets = presetStart !== undefined,
  placeholder,
  disabled,
  isInvalid,
  name,
  className,
  ...rest
}: TDatePickerProps) {
  const text = useUiText();
  const errorId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isTouched, setIsTouched] = useState(false);
  const format = mode === 'month' ? text.date.monthPlaceholder : text.date.placeholder;
  const isValueInvalid = value.trim() !== '' && !isAcceptedDate(value, mode);
  const showError = isTouched && isValueInvalid;
  const field = useFieldControl({
    id: rest.id,
    'aria-describedby':
      [rest['aria-describedby'], showError ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    'aria-invalid': isInvalid || showError || undefined,
  });

  const emit = (next: string) =>
    onChange(next, { isValid: next.trim() === '' || isAcceptedDate(next, mode) });
  const pick = (picked: string) => {
    // Keep a typed time of day when only the day changes.
    const time = /\s(\d{2}:\d{2}:\d{2})$/.exec(value.trim())?.[1];
    emit(time && mode === 'date' ? `${picked} ${time}` : picked);
    setIsTouched(true);
    setIsOpen(false);
  };

  const start = presetStart?.trim() ?? '';
  const canPreset = mode === 'date' && isAcceptedDate(start, 'date');

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <div className="flex gap-2">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          value={value}
          placeholder={placeholder ?? format}
          disabled={disabled}
          aria-label={rest['aria-label']}
          {...field}
          onChange={(event) => emit(event.target.value)}
          onBlur={() => setIsTouched(true)}
          onKeyDown={(event) => event.key === 'Enter' && setIsTouched(true)}
          className={cx(controlBase, controlBorder(Boolean(field['aria-invalid'])), 'min-w-0 flex-1')}
        />
        <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
          <Popover.Trigger
            disabled={disabled}
            aria-label={text.date.openCalendar}
            className={cx(
              'flex size-10 shrink-0 items-center justify-center rounded-control border border-slate-300 bg-white text-slate-600 hover:bg-slate-50 disabled:opacity-50',
              focusRing,
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
            </svg>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              collisionPadding={8}
              aria-label={text.date.openCalendar}
              // Start on the selected (or current) day so arrow keys and Enter work at once.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                const content = event.currentTarget as HTMLElement;

                const target = ['[data-day][tabindex="0"]', '[aria-pressed="true"]', 'button']
                  .map((selector) => content.querySelector<HTMLElement>(selector))
                  .find(Boolean);
                target?.focus();
              }}
              className="z-50 rounded-card border border-slate-200 bg-white shadow-lg animate-fade-in"
            >
              <Calendar
                mode={mode}
                selected={value.trim().slice(0, mode === 'month' ? 7 : 10)}
                initialView={viewOf(value)}
                onSelect={pick}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {showError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {fillText(text.date.invalid, { format })}
        </p>
      )}
      {showPresets && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left mr-1 text-xs text-slate-500">{text.date.presets}</legend>
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant="secondary"
              disabled={disabled || !canPreset}
              onClick={() => {
                emit(presetEnd(start, preset));
                setIsTouched(true);
              }}
            >
              {text.date[`preset${preset}`]}
            </Button>
          ))}
          {!canPreset && <span className="text-xs text-slate-500">{text.date.presetNeedsStart}</span>}
        </fieldset>
      )}
    </div>
  );
}
