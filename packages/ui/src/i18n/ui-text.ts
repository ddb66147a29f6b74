// Every default text the kit shows. The web passes the dictionary of the current language;
// components never import i18next, so the kit stays usable in tests and other apps.
export type TUiLanguage = 'en' | 'cn';

export type TUiText = {
  close: string;
  cancel: string;
  confirm: string;
  loading: string;
  noResults: string;
  selectPlaceholder: string;
  requiredMark: string;
  breadcrumb: string;
  notifications: string;
  dismiss: string;
  progress: string;
  pagination: {
    label: string;
    previous: string;
    next: string;
    pageOf: string;
    showing: string;
    rowsPerPage: string;
  };
  sortBy: string;
  date: {
    placeholder: string;
    monthPlaceholder: string;
    dateTimePlaceholder: string;
    invalid: string;
    openCalendar: string;
    previousMonth: string;
    nextMonth: string;
    previousYear: string;
    nextYear: string;
    presets: string;
    preset3m: string;
    preset6m: string;
    preset1y: string;
    presetNeedsStart: string;
    weekdays: readonly string[];
    months: readonly string[];
    monthYear: string;
  };
  upload: {
    dropHere: string;
    browse: string;
    limits: string;
    /** `limits` when one file is allowed ("Up to 1 files" otherwise). */
    limitOne: string;
    remove: string;
    selected: string;
    kinds: Record<'image' | 'document' | 'media' | 'pdf' | 'all' | 'csv', string>;
  };
  editor: {
    toolbar: string;
    bold: string;
    italic: string;
    underline: string;
    heading: string;
    subheading: string;
    bulletList: string;
    orderedList: string;
    insertTable: string;
    addRow: string;
    addColumn: string;
    deleteRow: string;
    deleteColumn: string;
    deleteTable: string;
  };
  signature: { area: string; clear: string; required: string; signHere: string };
};

export const UI_TEXT_EN: TUiText = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading…',
  noResults: 'No Results',
  selectPlaceholder: 'Select…',
  requiredMark: 'required',
  breadcrumb: 'Breadcrumb',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  progress: 'Progress',
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    showing: 'Showing {from}–{to} of {total}',
    rowsPerPage: 'Rows per page',
  },
  sortBy: 'Sort by {column}',
  date: {
    placeholder: 'YYYY-MM-DD',
    monthPlaceholder: 'YYYY-MM',
    dateTimePlaceholder: 'YYYY-MM-DD HH:MM:SS',
    invalid: 'Invalid date. Use {format}.',
    openCalendar: 'Open calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    presets: 'Duration',
    preset3m: '3 months',
    preset6m: '6 months',
    preset1y: '1 year',
    presetNeedsStart: 'Choose a start date first.',
    weekdays: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthYear: '{month} {year}',
  },
  upload: {
    dropHere: 'Drag and drop files here, or',
    browse: 'browse',
    limits: 'Up to {n} files, {size}MB each. Accepted: {types}.',
    limitOne: 'One file, up to {size}MB. Accepted: {types}.',
    remove: 'Remove {name}',
    selected: '{n} of {max} files selected',
    kinds: {
      image: 'JPEG, JPG, PNG',
      document: 'PDF, JPEG, JPG, PNG',
      media: 'JPEG, JPG, PNG, MP4, AVI, WEBM',
      pdf: 'PDF',
      all: 'PDF, JPEG, JPG, PNG, MP4, AVI, WEBM, PPT, PPTX',
      csv: 'CSV',
    },
  },
  editor: {
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    heading: 'Heading',
    subheading: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    insertTable: 'Insert table',
    addRow: 'Add row below',
    addColumn: 'Add column to the right',
    deleteRow: 'Delete row',
    deleteColumn: 'Delete column',
    deleteTable: 'Delete table',
  },
  signature: {
    area: 'Signature area',
    clear: 'Clear',
    required: 'Please sign your name to proceed',
    signHere: 'Sign here',
  },
};

export const UI_TEXT_CN: TUiText = {
  close: '关闭',
  cancel: '取消',
  confirm: '确认',
  loading: '加载中…',
  noResults: '暂无结果',
  selectPlaceholder: '请选择…',
  requiredMark: '必填',
  breadcrumb: '面包屑导航',
  notifications: '通知',
  dismiss: '关闭',
  progress: '进度',
  pagination: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    pageOf: '第 {page} 页，共 {pages} 页',
    showing: '显示第 {from}–{to} 条，共 {total} 条',
    rowsPerPage: '每页行数',
  },
  sortBy: '按{column}排序',
  date: {
    placeholder: 'YYYY-MM-DD',
    monthPlaceholder: 'YYYY-MM',
    dateTimePlaceholder: 'YYYY-MM-DD HH:MM:SS',
    invalid: '日期无效，请使用 {format} 格式。',
    openCalendar: '打开日历',
    previousMonth: '上个月',
    nextMonth: '下个月',
    previousYear: '上一年',
    nextYear: '下一年',
    presets: '租期',
    preset3m: '3个月',
    preset6m: '6个月',
    preset1y: '1年',
    presetNeedsStart: '请先选择开始日期。',
    weekdays: ['日', '一', '二', '三', '四', '五', '六'],
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    monthYear: '{year}年{month}',
  },
  upload: {
    dropHere: '将文件拖放到此处，或',
    browse: '浏览文件',
    limits: '最多 {n} 个文件，每个不超过 {size}MB。支持：{types}。',
    limitOne: '1 个文件，不超过 {size}MB。支持：{types}。',
    remove: '移除 {name}',
    selected: '已选择 {n}/{max} 个文件',
    kinds: {
      image: 'JPEG、JPG、PNG',
      document: 'PDF、JPEG、JPG、PNG',
      media: 'JPEG、JPG、PNG、MP4、AVI、WEBM',
      pdf: 'PDF',
      all: 'PDF、JPEG、JPG、PNG、MP4、AVI、WEBM、PPT、PPTX',
      csv: 'CSV',
    },
  },
  editor: {
    toolbar: '文本格式',
    bold: '粗体',
    italic: '斜体',
    underline: '下划线',
    heading: '标题',
    subheading: '副标题',
    bulletList: '项目符号列表',
    orderedList: '编号列表',
    insertTable: '插入表格',
    addRow: '在下方添加行',
    addColumn: '在右侧添加列',
    deleteRow: '删除行',
    deleteColumn: '删除列',
    deleteTable: '删除表格',
  },
  signature: { area: '签名区域', clear: '清除', required: '请签署您的姓名以继续', signHere: '请在此签名' },
};

export const UI_TEXTS: Record<TUiLanguage, TUiText> = { en: UI_TEXT_EN, cn: UI_TEXT_CN };

// Fills `{name}` placeholders; unknown names stay visible so a missing param is noticed, not hidden.
export const fillText = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
