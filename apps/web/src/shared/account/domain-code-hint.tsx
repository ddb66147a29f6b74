import { isValidDomainCode, normaliseDomainCode } from '@sewa/domain/accounts/rules';
import { cx } from '@sewa/ui/cx.ts';
import { useTranslation } from 'react-i18next';

/** Live rule under the domain-code box: 2 to 12 letters only, case does not matter (product §5). */
export function DomainCodeHint({ value }: { value: string | undefined }) {
  const { t } = useTranslation('auth');
  const code = (value ?? '').trim();
  const isValid = isValidDomainCode(code);
  return (
    <span data-testid="domain-code-hint" className={cx(code && !isValid && 'text-amber-700')}>
      {t('sign-up.domain-rule', { length: code.length })}
      {code && isValid && (
        <span className="ml-1 text-green-700">
          {t('sign-up.domain-ok', { code: normaliseDomainCode(code) })}
        </span>
      )}
    </span>
  );
}
