import { Button } from '@sewa/ui/button.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The public address of a live list, with copy and preview (in a new tab, which then stays on the list). */
export function ShareLink({ path, isActive }: { path: string; isActive: boolean }) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('live.copied'));
    } catch {
      // No clipboard permission (or an insecure origin): select the text so a long-press or Ctrl+C works.
      inputRef.current?.select();
      toast.info(t('live.copy-manually'));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="live-link" className="text-sm font-medium text-slate-800">
        {t('live.link')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <TextInput
          id="live-link"
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={copy}>
            {t('live.copy')}
          </Button>
          <Button variant="outline" asChild>
            <a href={path} target="_blank" rel="noopener noreferrer">
              {t('live.preview')}
            </a>
          </Button>
        </div>
      </div>
      {!isActive && <p className="text-sm text-amber-800">{t('live.inactive-note')}</p>}
    </div>
  );
}
