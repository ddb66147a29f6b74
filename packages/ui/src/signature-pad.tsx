import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import SignaturePadLib from 'signature_pad';
import { Button } from './button';
import { cx } from './cx';
import { useFieldLabelId } from './form-field';
import { useUiText } from './i18n/ui-text-provider';

export type TSignaturePadHandle = {
  clear: () => void;
  isEmpty: () => boolean;
  /**
   * The signature as a PNG data URL, or null when nothing is drawn; in that case the pad shows
   * "Please sign your name to proceed" (product §5) until the user draws.
   */
  getSignature: () => string | null;
};

export type TSignaturePadProps = {
  ref?: Ref<TSignaturePadHandle>;
  /** Called after every stroke with the PNG data URL, and with null after clearing. */
  onChange?: (dataUrl: string | null) => void;
  /** `true` shows the default required message; a node shows that text instead. */
  error?: ReactNode | boolean;
  height?: number;
  penColor?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

export function SignaturePad({
  ref,
  onChange,
  error,
  height = 180,
  penColor = '#0f172a',
  disabled = false,
  className,
  ...rest
}: TSignaturePadProps) {
  const text = useUiText();
  const labelId = useFieldLabelId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [isMissing, setIsMissing] = useState(false);
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (jsdom, very old browsers): behave as an always-empty pad instead of crashing.
    if (!canvas?.getContext('2d')) return;
    const pad = new SignaturePadLib(canvas, { penColor });
    padRef.current = pad;
    const onEnd = () => {
      setIsMissing(false);
      setIsEmpty(pad.isEmpty());
      onChangeRef.current?.(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    };
    pad.addEventListener('endStroke', onEnd);

    // Match the bitmap to the CSS size and pixel ratio, or strokes land offset and blurry.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(data);
    };
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [penColor]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChangeRef.current?.(null);
  };

  useImperativeHandle(ref, () => ({
    clear,
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    getSignature: () => {
      const pad = padRef.current;
      if (!pad || pad.isEmpty()) {
        setIsMissing(true);
        return null;
      }
      return pad.toDataURL('image/png');
    },
  }));

  const message = error === true || (isMissing && !error) ? text.signature.required : error || null;
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <div
        className={cx(
          'relative overflow-hidden rounded-card border-2 border-dashed bg-white',
          message ? 'border-red-400' : 'border-slate-300',
          disabled && 'opacity-60',
        )}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={labelId ? undefined : text.signature.area}
          aria-labelledby={labelId}
          aria-describedby={rest['aria-describedby']}
          className="block w-full touch-none"
          style={{ height }}
        />
        {isEmpty && (
          <span className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-sm text-slate-400">
            {text.signature.signHere}
          </span>
        )}
      </div>
      <div className="flex items-start justify-between gap-3">
        <p role="alert" className="min-h-5 text-sm text-red-600">
          {message}
        </p>
        <Button variant="outline" size="sm" onClick={clear} disabled={disabled}>
          {text.signature.clear}
        </Button>
      </div>
    </div>
  );
}
