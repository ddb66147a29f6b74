import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cx, focusRing } from './cx';
import { useFieldControl, useFieldLabelId } from './form-field';
import { useUiText } from './i18n/ui-text-provider';

export type TRichTextEditorProps = {
  /** HTML. An empty document is reported as '' so "required" checks stay simple. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  isInvalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  minHeight?: number;
  className?: string;
};

// product §9: the toolbar is exactly bold, italic, underline. Everything else StarterKit brings is off,
// so pasted headings or lists cannot sneak in formatting the toolbar cannot undo.
const extensions = [
  StarterKit.configure({
    blockquote: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    link: false,
  }),
];

const toValue = (html: string) => (html === '<p></p>' ? '' : html);

export function RichTextEditor({
  value,
  onChange,
  disabled = false,
  isInvalid,
  minHeight = 140,
  className,
  ...rest
}: TRichTextEditorProps) {
  const text = useUiText();
  const labelId = useFieldLabelId();
  const field = useFieldControl({
    'aria-describedby': rest['aria-describedby'],
    'aria-invalid': isInvalid || undefined,
  });
  const isFieldInvalid = Boolean(field['aria-invalid']);
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    class: cx('sewa-rich-text px-3 py-2 text-base sm:text-sm outline-none'),
    style: `min-height:${minHeight}px`,
  };
  if (rest['aria-label']) attributes['aria-label'] = rest['aria-label'];
  else if (labelId) attributes['aria-labelledby'] = labelId;
  if (field['aria-describedby']) attributes['aria-describedby'] = field['aria-describedby'];
  if (isFieldInvalid) attributes['aria-invalid'] = 'true';

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(toValue(current.getHTML())),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
    }),
  });

  // Outside changes (form reset, loaded data) replace the document; our own echoes are ignored.
  // A suspended screen (a lazy chunk or texts loading) re-runs effects on an editor useEditor may have
  // destroyed meanwhile; it makes a new one and renders again, so the old one is left alone.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (toValue(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const buttons = [
    {
      mark: 'bold',
      label: text.editor.bold,
      run: () => editor.chain().focus().toggleBold().run(),
      glyph: 'B',
      style: 'font-bold',
    },
    {
      mark: 'italic',
      label: text.editor.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
      glyph: 'I',
      style: 'italic font-serif',
    },
    {
      mark: 'underline',
      label: text.editor.underline,
      run: () => editor.chain().focus().toggleUnderline().run(),
      glyph: 'U',
      style: 'underline',
    },
  ] as const;

  return (
    <div
      className={cx(
        'overflow-hidden rounded-control border bg-white focus-within:ring-2',
        isFieldInvalid
          ? 'border-red-500 focus-within:ring-red-500/30'
          : 'border-slate-300 focus-within:ring-brand-600/40',
        disabled && 'bg-slate-100',
        className,
      )}
    >
      <div
        role="toolbar"
        aria-label={text.editor.toolbar}
        className="flex gap-1 border-b border-slate-200 bg-slate-50 p-1"
      >
        {buttons.map((button) => (
          <button
            key={button.mark}
            type="button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={state?.[button.mark] ?? false}
            disabled={disabled}
            onClick={button.run}
            className={cx(
              'flex size-9 items-center justify-center rounded-md text-sm text-slate-700 hover:bg-slate-200 disabled:opacity-50',
              'aria-pressed:bg-brand-100 aria-pressed:text-brand-900',
              focusRing,
              button.style,
            )}
          >
            {button.glyph}
          </button>
        ))}
      </div>
      <div className="relative">
        {rest.placeholder && value === '' && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-2 left-3 text-base text-slate-400 sm:text-sm"
          >
            {rest.placeholder}
          </span>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
