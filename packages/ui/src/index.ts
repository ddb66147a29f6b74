// Public surface of @sewa/ui. Styles: import '@sewa/ui/theme.css' after Tailwind.

export { Button, buttonClasses, type TButtonProps, type TButtonSize, type TButtonVariant } from './button';
export { Card, type TCardProps } from './card';
export { Checkbox, type TCheckboxProps } from './checkbox';
export { ConfirmDialog, type TConfirmDialogProps } from './confirm-dialog';
export { cx, focusRing } from './cx';
export {
  DataTable,
  type TDataTableColumn,
  type TDataTablePagination,
  type TDataTableProps,
  type TDataTableSorting,
} from './data-table';
export { Pagination, type TPaginationProps } from './data-table-pagination';
export type { TSort, TSortDirection } from './data-table-sort';
export { DatePicker, isAcceptedDate, type TDatePickerMode, type TDatePickerProps } from './date-picker';
export { EmptyState, type TEmptyStateProps } from './empty-state';
export { FileUpload, type TFileUploadProps } from './file-upload';
export { FormField, type TFormFieldProps, useFieldControl, useFieldLabelId } from './form-field';
export * from './i18n/index';
export { Modal, type TModalProps } from './modal';
export { MoneyDisplay, type TMoneyDisplayProps } from './money-display';
export { NumberInput, type TNumberInputProps } from './number-input';
export { PageHeader, type TBreadcrumb, type TPageHeaderProps } from './page-header';
export { ProgressBar, type TProgressBarProps } from './progress-bar';
export { RadioGroup, type TRadioGroupProps, type TRadioOption } from './radio-group';
export { RichTextEditor, type TRichTextEditorProps } from './rich-text-editor';
export { Select, type TSelectOption, type TSelectProps } from './select';
export { SignaturePad, type TSignaturePadHandle, type TSignaturePadProps } from './signature-pad';
export { Spinner, type TSpinnerProps } from './spinner';
export { StatusBadge, type TBadgeTone, type TStatusBadgeProps, toneForStatus } from './status-badge';
export { StickyActionBar, TOAST_OFFSET_VAR, useToastClearance } from './sticky-action-bar';
export { Tabs, type TTabItem, type TTabsProps } from './tabs';
export { TextArea, type TTextAreaProps } from './text-area';
export { TextInput, type TTextInputProps } from './text-input';
export {
  TOAST_DURATION_MS,
  ToastProvider,
  type TToastApi,
  type TToastInput,
  type TToastTone,
  useToast,
} from './toast';
export { useServerPagination } from './use-server-pagination';
