// product §5 file upload kinds and the file types each accepts.

export const FILE_TYPES = ['jpeg', 'png', 'pdf', 'mp4', 'avi', 'webm', 'ppt', 'pptx', 'csv'] as const;
export type TFileType = (typeof FILE_TYPES)[number];

// csv is not a product §5 kind: a text file the gateway's settlement report is imported from.
export const UPLOAD_KINDS = ['image', 'document', 'media', 'pdf', 'all', 'csv'] as const;
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

const IMAGES: TFileType[] = ['jpeg', 'png'];
export const KIND_TYPES: Record<TUploadKind, readonly TFileType[]> = {
  image: IMAGES,
  document: ['pdf', ...IMAGES],
  media: [...IMAGES, 'mp4', 'avi', 'webm'],
  pdf: ['pdf'],
  // "all: adds ppt and pptx" to every type above.
  all: ['pdf', ...IMAGES, 'mp4', 'avi', 'webm', 'ppt', 'pptx'],
  csv: ['csv'],
};

export const TYPE_EXTENSIONS: Record<TFileType, readonly string[]> = {
  jpeg: ['jpeg', 'jpg'],
  png: ['png'],
  pdf: ['pdf'],
  mp4: ['mp4'],
  avi: ['avi'],
  webm: ['webm'],
  ppt: ['ppt'],
  pptx: ['pptx'],
  csv: ['csv'],
};

// Browsers differ on a few of these (image/jpg, video/avi), so each type lists the names seen in the wild.
export const TYPE_MIMES: Record<TFileType, readonly string[]> = {
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  mp4: ['video/mp4'],
  avi: ['video/x-msvideo', 'video/avi', 'video/msvideo'],
  webm: ['video/webm'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  // Windows names .csv after the program that opens it: Excel's type when Excel is installed.
  csv: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
};

export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_SIZE_MB = 4;

/** The `accept` attribute of a file input for a kind. */
export const acceptAttribute = (kind: TUploadKind): string =>
  KIND_TYPES[kind].flatMap((t) => [...TYPE_EXTENSIONS[t].map((e) => `.${e}`), ...TYPE_MIMES[t]]).join(',');
