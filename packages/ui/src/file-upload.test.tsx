import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload, type TFileUploadProps } from './file-upload';
import { UiTextProvider } from './i18n/ui-text-provider';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1024) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function Harness(props: Partial<TFileUploadProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileUpload kind="image" value={files} onChange={setFiles} {...props} id="upload" />;
}

const input = () => document.getElementById('upload') as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });
const alertText = () => screen.getByRole('alert').textContent;

describe('FileUpload messages (product §5, word for word)', () => {
  it('too many files: default limit 5', () => {
    render(<Harness />);
    pick(...Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, 'image/png')));
    expect(alertText()).toBe('You can only select up to 5 files.');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('too many files counts files already chosen and the custom limit', () => {
    render(<Harness maxFiles={3} />);
    pick(file('a.png', 'image/png'), file('b.png', 'image/png'));
    expect(screen.queryByRole('alert')).toBeNull();
    pick(file('c.png', 'image/png'), file('d.png', 'image/png'));
    expect(alertText()).toBe('You can only select up to 3 files.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('too large: default 4 MB each', () => {
    render(<Harness />);
    pick(file('big.png', 'image/png', 4 * MB + 1));
    expect(alertText()).toBe('File size exceeds 4MB limit.');
    pick(file('ok.png', 'image/png', 4 * MB));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('too large with a custom size', () => {
    render(<Harness kind="pdf" maxSizeMb={10} />);
    pick(file('big.pdf', 'application/pdf', 10 * MB + 1));
    expect(alertText()).toBe('File size exceeds 10MB limit.');
  });

  const wrongType: [TFileUploadProps['kind'], File, string][] = [
    ['image', file('doc.pdf', 'application/pdf'), 'Invalid file type. Please upload an image.'],
    ['document', file('clip.mp4', 'video/mp4'), 'Invalid document type.'],
    ['media', file('doc.pdf', 'application/pdf'), 'Invalid media type.'],
    ['pdf', file('photo.jpg', 'image/jpeg'), 'Only PDF files are accepted. Please upload a valid file type.'],
    ['all', file('notes.txt', 'text/plain'), 'This file type is not supported.'],
  ];
  for (const [kind, bad, message] of wrongType) {
    it(`wrong type for kind ${kind}`, () => {
      render(<Harness kind={kind} />);
      pick(bad);
      expect(alertText()).toBe(message);
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    });
  }

  const rightType: [TFileUploadProps['kind'], File][] = [
    ['image', file('a.jpg', 'image/jpeg')],
    ['document', file('a.pdf', 'application/pdf')],
    ['media', file('a.webm', 'video/webm')],
    ['pdf', file('a.pdf', 'application/pdf')],
    ['all', file('a.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')],
  ];
  for (const [kind, good] of rightType) {
    it(`accepts ${good.name} for kind ${kind}`, () => {
      render(<Harness kind={kind} />);
      pick(good);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText(good.name)).toBeTruthy();
    });
  }

  it('shows the Chinese message under the cn provider', () => {
    render(
      <UiTextProvider language="cn">
        <Harness />
      </UiTextProvider>,
    );
    pick(...Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, 'image/png')));
    expect(alertText()).toBe('最多只能选择 5 个文件。');
  });
});

describe('FileUpload behaviour', () => {
  it('states the limit for one file in the singular', () => {
    const { unmount } = render(<Harness maxFiles={1} maxSizeMb={2} />);
    expect(screen.getByText('One file, up to 2MB. Accepted: JPEG, JPG, PNG.')).toBeTruthy();
    unmount();
    render(<Harness maxFiles={3} maxSizeMb={2} />);
    expect(screen.getByText('Up to 3 files, 2MB each. Accepted: JPEG, JPG, PNG.')).toBeTruthy();
  });

  it('sets accept from the kind and links the error via aria-describedby', () => {
    render(<Harness kind="pdf" />);
    expect(input().accept).toContain('.pdf');
    expect(input().accept).not.toContain('.png');
    pick(file('a.png', 'image/png'));
    const describedBy = input().getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(screen.getByRole('alert').id);
  });

  it('previews images and removes a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    render(<Harness />);
    pick(file('room.png', 'image/png'), file('hall.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'room.png' }).getAttribute('src')).toBe('blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Remove room.png' }));
    expect(screen.queryByText('room.png')).toBeNull();
    expect(screen.getByText('hall.jpg')).toBeTruthy();
    expect(revokeObjectURL).toHaveBeenCalled();
  });

  it('accepts dropped files', () => {
    render(<Harness kind="document" />);
    const zone = screen.getByText(/Drag and drop/).closest('div') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file('lease.pdf', 'application/pdf')] } });
    expect(screen.getByText('lease.pdf')).toBeTruthy();
    expect(zone.getAttribute('data-dragging')).toBeNull();
  });

  it('reports errors to onError', () => {
    const onError = vi.fn();
    render(<Harness onError={onError} />);
    pick(file('a.gif', 'image/gif'));
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'upload.invalid-image' }));
    pick(file('a.png', 'image/png'));
    expect(onError).toHaveBeenLastCalledWith(null);
  });
});
