import type { TUploadKind } from './types';

// product §5 messages, word for word in English (upload.invalid-csv follows its pdf sentence). Templates use i18next's {{n}} so the web can load them as is.
export const UPLOAD_MESSAGES = {
  en: {
    'upload.too-many-files': 'You can only select up to {{n}} files.',
    'upload.file-too-large': 'File size exceeds {{n}}MB limit.',
    'upload.invalid-image': 'Invalid file type. Please upload an image.',
    'upload.invalid-document': 'Invalid document type.',
    'upload.invalid-media': 'Invalid media type.',
    'upload.invalid-pdf': 'Only PDF files are accepted. Please upload a valid file type.',
    'upload.unsupported-type': 'This file type is not supported.',
    'upload.invalid-csv': 'Only CSV files are accepted. Please upload a valid file type.',
  },
  cn: {
    'upload.too-many-files': '最多只能选择 {{n}} 个文件。',
    'upload.file-too-large': '文件大小超过 {{n}}MB 限制。',
    'upload.invalid-image': '文件类型无效。请上传图片。',
    'upload.invalid-document': '文档类型无效。',
    'upload.invalid-media': '媒体类型无效。',
    'upload.invalid-pdf': '仅接受 PDF 文件。请上传有效的文件类型。',
    'upload.unsupported-type': '不支持此文件类型。',
    'upload.invalid-csv': '仅接受 CSV 文件。请上传有效的文件类型。',
  },
} as const;

export type TUploadMessageKey = keyof (typeof UPLOAD_MESSAGES)['en'];

export const INVALID_TYPE_KEY: Record<TUploadKind, TUploadMessageKey> = {
  image: 'upload.invalid-image',
  document: 'upload.invalid-document',
  media: 'upload.invalid-media',
  pdf: 'upload.invalid-pdf',
  all: 'upload.unsupported-type',
  csv: 'upload.invalid-csv',
};

export type TUploadError = {
  key: TUploadMessageKey;
  params: { n?: number };
  /** The English text with its number filled in. */
  message: string;
  /** The offending file, for per-file errors. */
  fileName?: string;
};

export const uploadMessage = (
  key: TUploadMessageKey,
  params: { n?: number } = {},
  lang: keyof typeof UPLOAD_MESSAGES = 'en',
): string => UPLOAD_MESSAGES[lang][key].replace('{{n}}', String(params.n ?? ''));

export const uploadError = (
  key: TUploadMessageKey,
  params: { n?: number } = {},
  fileName?: string,
): TUploadError =>
  fileName === undefined
    ? { key, params, message: uploadMessage(key, params) }
    : { key, params, message: uploadMessage(key, params), fileName };
