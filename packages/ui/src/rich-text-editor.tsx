import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { cx, focusRing } from './cx';
import { useFieldControl, useFieldLabelId } from './form-field';
import { useUiText } from './i18n/ui-text-provider';
import { tableCommands, tableExtensions } from './rich-text-table';

export type TRichTextEditorHandle = {
  /** Puts `text` where the cursor was (at the end when the editor has not been used yet). */
  insertAtCursor: (text: string) => void;
};

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
  /**
   * 'marks' (product §9): bold, italic and underline only. 'document' (agreement templates) adds
   * headings, bulleted and numbered lists and simple tables.
   */
  mode?: 'marks' | 'document';
  ref?: Ref<TRichTextEditorHandle>;
};

// The toolbar offers exactly what the mode allows; everything else StarterKit brings is off, so pasted
// formatting the toolbar cannot make (or undo) is dropped on the way in.
const OFF = {
  blockquote: false,
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  link: false,
} as const;
const EXTENSIONS = {
  marks: [
    StarterKit.configure({
      ...OFF,
      bulletList: false,
      heading: false,
      listItem: false,
      listKeymap: false,
      orderedList: false,
    }),
  ],
  document: [StarterKit.configure({ ...OFF, heading: { levels: [2, 3] } }), ...tableExtensions],
};

const toValue = (html: string) => (html === '<p></p>' ? '' : html);

export function RichTextEditor({
  value,
  onChange,
  disabled = false,
  isInvalid,
  minHeight = 140,
  className,
  mode = 'marks',
  ref,
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

  // Whether the user has placed the cursor: until then an insertion goes to the end, not the start.
  const hasCursor = useRef(false);
  const editor = useEditor({
    extensions: EXTENSIONS[mode],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onFocus: () => {
      hasCursor.current = true;
    },
    onUpdate: ({ editor: current }) => onChange(toValue(current.getHTML())),
  });

  useImperativeHandle(
    ref,
    () => ({
      insertAtCursor: (text) => {
        if (editor.isDestroyed) return;
        editor
          .chain()
          .focus(hasCursor.current ? null : 'end')
          .insertContent({ type: 'text', text })
          .run();
      },
    }),
    [editor],
  );

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      inTable: mode === 'document' && tableCommands.isInTable(current),
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

  type TButton = {
    key: string;
    label: string;
    run: () => unknown;
    glyph: string;
    style?: string;
    /** A toggle's state (aria-pressed); commands have none. */
    isPressed?: boolean;
  };
  const marks: TButton[] = [
    {
      key: 'bold',
      isPressed: state?.bold ?? false,
      label: text.editor.bold,
      run: () => editor.chain().focus().toggleBold().run(),
      glyph: 'B',
      style: 'font-bold',
    },
    {
      key: 'italic',
      isPressed: state?.italic ?? false,
      label: text.editor.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
      glyph: 'I',
      style: 'italic font-serif',
    },
    {
      key: 'underline',
      isPressed: state?.underline ?? false,
      label: text.editor.underline,
      run: () => editor.chain().focus().toggleUnderline().run(),
      glyph: 'U',
      style: 'underline',
    },
  ];
  const blocks: TButton[] =
    mode === 'document'
      ? [
          {
            key: 'heading2',
            isPressed: state?.heading2 ?? false,
            label: text.editor.heading,
            run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
            glyph: 'H2',
            style: 'font-semibold',
          },
          {
            key: 'heading3',
            isPressed: state?.heading3 ?? false,
            label: text.editor.subheading,
            run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
            glyph: 'H3',
            style: 'font-semibold',
          },
          {
            key: 'bulletList',
            isPressed: state?.bulletList ?? false,
            label: text.editor.bulletList,
            run: () => editor.chain().focus().toggleBulletList().run(),
            glyph: '•',
          },
          {
            key: 'orderedList',
            isPressed: state?.orderedList ?? false,
            label: text.editor.orderedList,
            run: () => editor.chain().focus().toggleOrderedList().run(),
            glyph: '1.',
          },
        ]
      : [];
  const inTable = state?.inTable ?? false;
  const table: TButton[] =
    mode !== 'document'
      ? []
      : !inTable
        ? [
            {
              key: 'table',
              label: text.editor.insertTable,
              run: () => tableCommands.insert(editor),
              glyph: '⊞',
            },
          ]
        : [
            {
              key: 'addRow',
              label: text.editor.addRow,
              run: () => tableCommands.addRow(editor),
              glyph: '+—',
            },
            {
              key: 'addColumn',
              label: text.editor.addColumn,
              run: () => tableCommands.addColumn(editor),
              glyph: '+|',
            },
            {
              key: 'deleteRow',
              label: text.editor.deleteRow,
              run: () => tableCommands.deleteRow(editor),
              glyph: '−—',
            },
            {
              key: 'deleteColumn',
              label: text.editor.deleteColumn,
              run: () => tableCommands.deleteColumn(editor),
              glyph: '−|',
            },
            {
              key: 'deleteTable',
              label: text.editor.deleteTable,
              run: () => tableCommands.deleteTable(editor),
              glyph: '✕⊞',
            },
          ];
  const groups = [marks, blocks, table].filter((g) => g.length > 0);

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
        className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1"
      >
        {groups.map((group, i) => (
          <div key={group[0]!.key} className={cx('flex gap-1', i > 0 && 'border-l border-slate-200 pl-1')}>
            {group.map((button) => (
              <button
                key={button.key}
                type="button"
                aria-label={button.label}
                title={button.label}
                aria-pressed={button.isPressed}
                disabled={disabled}
                onClick={button.run}
                className={cx(
                  'flex h-9 min-w-9 items-center justify-center rounded-md px-1.5 text-sm text-slate-700 hover:bg-slate-200 disabled:opacity-50',
                  'aria-pressed:bg-brand-100 aria-pressed:text-brand-900',
                  focusRing,
                  button.style,
                )}
              >
                {button.glyph}
              </button>
            ))}
          </div>
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
