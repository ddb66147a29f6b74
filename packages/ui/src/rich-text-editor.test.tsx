import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { UiTextProvider } from './i18n/ui-text-provider';
import { RichTextEditor } from './rich-text-editor';

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
