import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx, focusRing } from './cx';

export type TTabItem = { value: string; label: ReactNode; content: ReactNode; isDisabled?: boolean };

export type TTabsProps = {
  items: readonly TTabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  'aria-label'?: string;
  className?: string;
};

export function Tabs({ items, value, defaultValue, onValueChange, className, ...rest }: TTabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={cx('w-full', className)}
    >
      {/* Scrolls sideways on narrow phones instead of wrapping into an unreadable block. */}
      <RadixTabs.List
        aria-label={rest['aria-label']}
        className="-mb-px flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.isDisabled}
            className={cx(
              'shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-slate-600',
              'hover:text-slate-900 disabled:opacity-50',
              'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
              focusRing,
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={cx('pt-4', focusRing)}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
