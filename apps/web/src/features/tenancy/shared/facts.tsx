import { sanitizeRichText } from '@sewa/domain/forms/rich-text';
import type { ReactNode } from 'react';

/** Label and value pairs in a grid (one column on a phone). */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Rich text the editor wrote (house rules, special conditions). The server keeps only bold, italic,
 * underline and paragraphs; it is cleaned again here before it becomes HTML.
 */
export function RichText({ html, empty }: { html: string; empty: string }) {
  const clean = sanitizeRichText(html);
  if (!clean) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <div
      className="sewa-rich-text text-sm text-slate-800"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to p, br, strong, em, u, b, i, s without attributes
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
