import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cx, focusRing } from './cx';
import { fillText } from './i18n/ui-text';
import { useUiText } from './i18n/ui-text-provider';

// Plain calendar arithmetic on local dates; strings are the exchange format (YYYY-MM-DD / YYYY-MM).
export type TYearMonth = { year: number; month: number }; // month 0-11

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${pad(month + 1)}-${pad(day)}`;
export const ym = (year: number, month: number) => `${String(year).padStart(4, '0')}-${pad(month + 1)}`;
const daysIn = (year: number, month: number) => new Date(year, month + 1, 0).getDate();

export type TCalendarProps = {
  mode: 'date' | 'month';
  /** Selected value as YYYY-MM-DD (date) or YYYY-MM (month); '' for none. */
  selected: string;
  /** Month (or year, in month mode) shown first. */
  initialView: TYearMonth;
  onSelect: (value: string) => void;
};

export function Calendar({ mode, selected, initialView, onSelect }: TCalendarProps) {
  const text = useUiText();
  const [view, setView] = useState(initialView);
  const shift = (months: number) => {
    const d = new Date(view.year, view.month + months, 1);
    setView({ year: d.getFullYear(), month: d.getMonth() });
  };
  const step = mode === 'date' ? 1 : 12;
  const heading =
    mode === 'date'
      ? fillText(text.date.monthYear, { month: text.date.months[view.month] ?? '', year: view.year })
      : String(view.year);
  return (
    <div className="w-72 max-w-[calc(100vw-2rem)] p-3">
      <div className="mb-2 flex items-center justify-between">
        <NavButton
          label={mode === 'date' ? text.date.previousMonth : text.date.previousYear}
          onClick={() => shift(-step)}
          dir="prev"
        />
        <p aria-live="polite" className="text-sm font-semibold text-slate-900">
          {heading}
        </p>
        <NavButton
          label={mode === 'date' ? text.date.nextMonth : text.date.nextYear}
          onClick={() => shift(step)}
          dir="next"
        />
      </div>
      {mode === 'date' ? (
        <DayGrid view={view} selected={selected} onSelect={onSelect} onViewChange={setView} />
      ) : (
        <div className="grid grid-cols-3 gap-1">
          {text.date.months.map((name, month) => {
            const value = ym(view.year, month);
            return (
              <button
                key={value}
                type="button"
                aria-pressed={value === selected}
                onClick={() => onSelect(value)}
                className={cx(
                  'h-10 rounded-md text-sm hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white',
                  focusRing,
                )}
              >
                {name}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

function NavButton({ label, onClick, dir }: { label: string; onClick: () => void; dir: 'prev' | 'next' }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        'flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100',
        focusRing,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path
          d={
            dir === 'prev'
              ? 'M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z'
              : 'M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z'
          }
        />
      </svg>
    </button>
  );
}

type TDayGridProps = {
  view: TYearMonth;
  selected: string;
  onSelect: (value: string) => void;
  onViewChange: (view: TYearMonth) => void;
};

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function DayGrid({ view, selected, onSelect, onViewChange }: TDayGridProps) {
  const text = useUiText();
  const today = new Date();
  const todayString = ymd(today.getFullYear(), today.getMonth(), today.getDate());
  const total = daysIn(view.year, view.month);
  const selectedDay = selected.startsWith(ym(view.year, view.month)) ? Number(selected.slice(8, 10)) : 0;
  // Roving tab stop: one day is tabbable, arrows move between days (and across months).
  const [focusDay, setFocusDay] = useState(selectedDay || 1);
  const shouldFocus = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const activeDay = Math.min(focusDay, total);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${activeDay}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = KEY_STEPS[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const target = new Date(view.year, view.month, activeDay + delta);
    shouldFocus.current = true;
    setFocusDay(target.getDate());
    if (target.getMonth() !== view.month)
      onViewChange({ year: target.getFullYear(), month: target.getMonth() });
  };

  const leading = new Date(view.year, view.month, 1).getDay();
  return (
    <div ref={gridRef} className="grid grid-cols-7 gap-0.5 text-center">
      {text.date.weekdays.map((day) => (
        <span key={day} aria-hidden="true" className="py-1 text-xs font-medium text-slate-500">
          {day}
        </span>
      ))}
      {Array.from({ length: total }, (_, i) => {
        const day = i + 1;
        const value = ymd(view.year, view.month, day);
        return (
          <button
            key={value}
            type="button"
            data-day={day}
            data-date={value}
            tabIndex={day === activeDay ? 0 : -1}
            aria-pressed={day === selectedDay}
            aria-label={value}
            onClick={() => onSelect(value)}
            onKeyDown={onKeyDown}
            // The first day starts under its weekday; the grid flows on from there.
            style={day === 1 ? { gridColumnStart: leading + 1 } : undefined}
            className={cx(
              'h-9 rounded-md text-sm text-slate-800 hover:bg-brand-50',
              value === todayString && 'font-semibold text-brand-700',
              day === selectedDay && 'bg-brand-700 text-white hover:bg-brand-800',
              focusRing,
            )}
          >
            {day}
          </button>
        );
      })}
    </div>
  );
}
