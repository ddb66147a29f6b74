import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../shared/forms/segmented-choice';

/** "I am a …" on the user site's forms; hidden when the page serves a single role. */
export function RoleChoice<T extends string>({
  roles,
  value,
  onChange,
}: {
  roles: readonly T[];
  value: T;
  onChange: (role: T) => void;
}) {
  const { t } = useTranslation('auth');
  if (roles.length < 2) return null;
  return (
    <SegmentedChoice
      legend={t('login.i-am')}
      value={value}
      options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
      onChange={onChange}
    />
  );
}
