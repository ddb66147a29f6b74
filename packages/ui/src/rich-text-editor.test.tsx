import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { UiTextProvider } from './i18n/ui-text-provider';
import { RichTextEditor, type TRichTextEditorHandle } from './rich-text-editor';

function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor aria-label="notes" value={html} onChange={setHtml} />
      <output>{html}</output>
      <button type="button" onClick={() => setHtml('<p>Reset</p>')}>
        reset
      </button>
    </>
  );
}

// jsdom does no layout; ProseMirror asks for coordinates when it scrolls the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it('has exactly the bold, italic and underline buttons', () => {
    render(<Harness initial="" />);
    const toolbar = screen.getByRole('toolbar');
    const names = Array.from(toolbar.querySelectorAll('button')).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline']);
  });

  it('labels the toolbar in Chinese', () => {
    render(
      <UiTextProvider language="cn">
        <Harness initial="" />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: '粗体' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '斜体' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下划线' })).toBeTruthy();
  });

  it('renders the HTML value and applies marks as HTML', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    const editor = screen.getByRole('textbox', { name: 'notes' });
    expect(editor.textContent).toBe('Hello');
    // Select the whole document with the editor's own keymap, then toggle marks from the toolbar.
    act(() => editor.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(document.querySelector('output')?.textContent).toBe('<p><strong>Hello</strong></p>'),
    );
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Underline' }));
    await waitFor(() =>
      expect(document.querySelector('output')?.textContent).toBe('<p><strong><u>Hello</u></strong></p>'),
    );
  });

  it('takes outside value changes', async () => {
    render(<Harness initial="<p>Old</p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('textbox', { name: 'notes' }).textContent).toBe('Reset');
  });

  it('drops formatting the toolbar cannot make', () => {
    render(<Harness initial="<h1>Title</h1><ul><li>item</li></ul><p><s>gone</s></p>" />);
    const editor = screen.getByRole('textbox', { name: 'notes' });
    expect(editor.querySelector('h1, ul, li, s')).toBeNull();
    expect(editor.textContent).toContain('Title');
  });

  it('takes its name and error state from a FormField, also when the error appears later', () => {
    const field = (error?: string) => (
      <FormField label="Announcement" error={error}>
        <RichTextEditor value="" onChange={() => {}} />
      </FormField>
    );
    const { rerender } = render(field());
    const editor = screen.getByRole('textbox', { name: 'Announcement' });
    expect(editor.getAttribute('aria-invalid')).toBeNull();
    rerender(field('Title is required'));
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    const describedBy = editor.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Title is required');
  });
});

function DocumentHarness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  const handle = useRef<TRichTextEditorHandle>(null);
  return (
    <>
      <RichTextEditor aria-label="template" mode="document" value={html} onChange={setHtml} ref={handle} />
      <output>{html}</output>
      <button type="button" onClick={() => handle.current?.insertAtCursor('{{tenant_name}}')}>
        insert
      </button>
    </>
  );
}

const output = () => document.querySelector('output')?.textContent;

/** Puts the cursor in the editor's text node `node` at `offset`, as a click there would. */
async function placeCursor(node: Node, offset: number) {
  const editor = screen.getByRole('textbox', { name: 'template' });
  act(() => editor.focus());
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
  // ProseMirror reads the DOM selection on its next tick.
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe('RichTextEditor in document mode', () => {
  it('adds headings, lists and tables to the toolbar', () => {
    render(<DocumentHarness initial="" />);
    const names = Array.from(screen.getByRole('toolbar').querySelectorAll('button')).map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Insert table',
    ]);
  });

  it('labels the new buttons in Chinese', () => {
    render(
      <UiTextProvider language="cn">
        <DocumentHarness initial="" />
      </UiTextProvider>,
    );
    for (const name of ['标题', '副标题', '项目符号列表', '编号列表', '插入表格'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('keeps headings, lists and tables of its value, and nothing else', () => {
    render(
      <DocumentHarness initial="<h2>Title</h2><h3>Part</h3><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><table><tbody><tr><td><p>a</p></td><td><p>b</p></td></tr></tbody></table><blockquote><p>quote</p></blockquote><h1>big</h1>" />,
    );
    const editor = screen.getByRole('textbox', { name: 'template' });
    expect(editor.querySelectorAll('h2, h3, ul li, ol li, table td')).toHaveLength(6);
    expect(editor.querySelector('blockquote, h1, pre')).toBeNull();
    expect(editor.textContent).toContain('big');
  });

  it('turns the current paragraph into a heading or a list item from the toolbar', async () => {
    render(<DocumentHarness initial="<p>Rent</p><p>Deposit</p>" />);
    await placeCursor(screen.getByText('Rent').firstChild!, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(output()).toBe('<h2>Rent</h2><p>Deposit</p>'));
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('true');
    await placeCursor(screen.getByText('Deposit').firstChild!, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    // A block other than a paragraph at the end gets an empty paragraph after it, to type on.
    await waitFor(() => expect(output()).toBe('<h2>Rent</h2><ol><li><p>Deposit</p></li></ol><p></p>'));
    expect(screen.getByRole('button', { name: 'Numbered list' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts a table, then edits its rows and columns from the toolbar', async () => {
    render(<DocumentHarness initial="<p>Before</p>" />);
    await placeCursor(screen.getByText('Before').firstChild!, 6);
    await userEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect(output()).toContain('<table><tbody><tr><td><p></p></td>'));
    const editor = screen.getByRole('textbox', { name: 'template' });
    expect(editor.querySelectorAll('tr')).toHaveLength(2);
    expect(editor.querySelectorAll('tr:first-child td')).toHaveLength(3);
    // The cursor is in the table now: its commands replace "Insert table".
    await userEvent.click(await screen.findByRole('button', { name: 'Add row below' }));
    await waitFor(() => expect(editor.querySelectorAll('tr')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Delete column' }));
    await waitFor(() => expect(editor.querySelectorAll('tr:first-child td')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete table' }));
    await waitFor(() => expect(output()).not.toContain('<table>'));
  });

  it('inserts at the cursor, not at the end', async () => {
    render(<DocumentHarness initial="<p>Dear , welcome.</p>" />);
    await placeCursor(screen.getByText('Dear , welcome.').firstChild!, 5);
    await userEvent.click(screen.getByRole('button', { name: 'insert' }));
    await waitFor(() => expect(output()).toBe('<p>Dear {{tenant_name}}, welcome.</p>'));
  });

  it('inserts at the end while the editor has not been used', async () => {
    render(<DocumentHarness initial="<p>Tenant:</p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'insert' }));
    await waitFor(() => expect(output()).toBe('<p>Tenant:{{tenant_name}}</p>'));
  });
});
