import { pngFile } from '@sewa/domain/testing/png';
import { UiTextProvider } from '@sewa/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UiKitPage } from './ui-kit-page';
import { SECTION_IDS } from './ui-kit-section';
import { UI_KIT_TEXT } from './ui-kit-text';

const leaves = (value: unknown, path = ''): string[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
    : [path];

beforeAll(() => {
  // jsdom has no canvas or layout; the signature pad and the editor only need these to exist.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('UI kit page texts', () => {
  it('has every English key in Chinese', () => {
    expect(leaves(UI_KIT_TEXT.cn)).toEqual(leaves(UI_KIT_TEXT.en));
  });
});

describe('UiKitPage', () => {
  it('shows every section in English', () => {
    render(<UiKitPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'UI kit' })).toBeTruthy();
    for (const id of SECTION_IDS) {
      const section = document.getElementById(`ui-kit-${id}`);
      expect(section, id).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
        UI_KIT_TEXT.en.sections[id],
      );
    }
    expect(screen.getAllByText('No Results').length).toBeGreaterThan(0);
  });

  it('shows every section in Chinese with the kit texts in Chinese', () => {
    render(
      <UiTextProvider language="cn">
        <UiKitPage />
      </UiTextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '组件库' })).toBeTruthy();
    for (const id of SECTION_IDS)
      expect(screen.getAllByText(UI_KIT_TEXT.cn.sections[id]).length).toBeGreaterThan(0);
    expect(screen.getAllByText('暂无结果').length).toBeGreaterThan(0);
    expect(screen.queryByText('No Results')).toBeNull();
  });

  it('fires a toast and shows the upload message for a wrong type', () => {
    render(<UiKitPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Show success' }));
    expect(screen.getByText('Saved successfully')).toBeTruthy();
    const input = document.getElementById('ui-kit-upload-pdf') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pngFile(1, 1)] } });
    expect(screen.getByText('Only PDF files are accepted. Please upload a valid file type.')).toBeTruthy();
  });

  it('shows the form errors on an empty submit', () => {
    render(<UiKitPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Category is required.')).toBeTruthy();
  });
});
