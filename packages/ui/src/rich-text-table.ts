import type { Command } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
} from '@tiptap/pm/tables';
import { type Editor, Extension, Node } from '@tiptap/react';

// Simple tables for the rich-text editor's document mode: rows of plain cells (paragraphs), no merged
// cells, no widths, no header cells, so the HTML is `<table><tbody><tr><td><p>…</p></td></tr></tbody>
// </table>` and nothing else (the sanitiser and the PDF layout read exactly that). Built on
// prosemirror-tables (shipped inside @tiptap/pm) rather than @tiptap/extension-table, whose releases
// pin an older @tiptap/core than the kit's.

// prosemirror-tables reads these from every cell; they are never written to the HTML.
const CELL_ATTRIBUTES = {
  colspan: { default: 1, rendered: false },
  rowspan: { default: 1, rendered: false },
  colwidth: { default: null, rendered: false },
};

const TABLE_ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell' };

/** Gives the table nodes the `tableRole` prosemirror-tables finds them by. */
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    const move = (direction: 1 | -1) => () =>
      isInTable(this.editor.state) && goToNextCell(direction)(this.editor.state, this.editor.view.dispatch);
    return { Tab: move(1), 'Shift-Tab': move(-1) };
  },
});

const TableRow = Node.create({
  name: 'tableRow',
  content: 'tableCell+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'paragraph+',
  isolating: true,
  addAttributes: () => CELL_ATTRIBUTES,
  // A pasted header cell becomes a plain cell.
  parseHTML: () => [{ tag: 'td' }, { tag: 'th' }],
  renderHTML: () => ['td', 0],
});

export const tableExtensions = [TableRoles, Table, TableRow, TableCell];

const EMPTY_ROW = '<tr><td><p></p></td><td><p></p></td><td><p></p></td></tr>';

/** Runs a prosemirror-tables command on the editor, then gives the editor its focus back. */
const run = (editor: Editor, command: Command) => {
  const done = command(editor.state, editor.view.dispatch);
  editor.commands.focus();
  return done;
};

/** The table commands the toolbar offers; each answers whether it applied. */
export const tableCommands = {
  insert: (editor: Editor) =>
    editor.chain().focus().insertContent(`<table><tbody>${EMPTY_ROW}${EMPTY_ROW}</tbody></table>`).run(),
  addRow: (editor: Editor) => run(editor, addRowAfter),
  addColumn: (editor: Editor) => run(editor, addColumnAfter),
  deleteRow: (editor: Editor) => run(editor, deleteRow),
  deleteColumn: (editor: Editor) => run(editor, deleteColumn),
  deleteTable: (editor: Editor) => run(editor, deleteTable),
  isInTable: (editor: Editor) => isInTable(editor.state),
};
