import { dashboardPathFor } from '@sewa/domain/access/routes';
import { Button } from '@sewa/ui/button.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/use-session';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { SegmentedChoice } from '../../../shared/forms/segmented-choice';
import { useMyProfile } from '../api/auth';
import { AuthCard } from '../kit/auth-card';
import { PinChangeForm } from './pin-change-form';
import { PinPrompt } from './pin-prompt';

type TMode = 'change' | 'check';

function PinManager() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const profile = useMyProfile();
  const [mode, setMode] = useState<TMode>('change');
  const [notice, setNotice] = useState<string | null>(null);
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  // A new form each time a PIN was saved, so the code step starts over.
  const [round, setRound] = useState(0);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert>{errorText(profile.error)}</FormAlert>;
  const hasPin = profile.data.profile.has_pin;

  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone={hasPin ? 'success' : 'warning'} testId="pin-status">
        {t(hasPin ? 'pin.status-set' : 'pin.status-unset')}
      </FormAlert>
      {hasPin && (
        <SegmentedChoice
          legend={t('pin.what')}
          value={mode}
          options={[
            { value: 'change', label: t('pin.reset') },
            { value: 'check', label: t('pin.check') },
          ]}
          onChange={(next) => {
            setMode(next);
            setNotice(null);
          }}
        />
      )}
      {notice && (
        <FormAlert tone="success" testId="pin-notice">
          {notice}
        </FormAlert>
      )}
      {mode === 'change' || !hasPin ? (
        <PinChangeForm
          key={round}
          isReset={hasPin}
          onDone={() => {
            setNotice(t('pin.saved'));
            // The save refreshes the profile (has_pin): see api/auth.ts.
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <>
          <Button onClick={() => setIsPromptOpen(true)} size="lg">
            {t('pin.check')}
          </Button>
          <PinPrompt
            open={isPromptOpen}
            onOpenChange={setIsPromptOpen}
            onVerified={() => {
              setIsPromptOpen(false);
              setNotice(t('pin.correct'));
            }}
          />
        </>
      )}
    </div>
  );
}

/** /user/pin: set, reset (both with a code) and check ("insert") the wallet PIN. */
export function PinPage() {
  const { t } = useTranslation('auth');
  const { role } = useSession();
  const canHavePin = role !== null && role !== 'admin';
  return (
    <AuthCard
      title={t('pin.title')}
      description={t('pin.lead')}
      footer={
        role ? (
          <Link to={dashboardPathFor(role)} className="font-medium text-brand-700 hover:underline">
            {t('verify.to-dashboard')}
          </Link>
        ) : undefined
      }
    >
      {canHavePin ? (
        <PinManager />
      ) : (
        <div className="flex flex-col gap-4">
          <FormAlert tone="info">{t('pin.log-in-first')}</FormAlert>
          <Button asChild size="lg">
            <Link to="/user/login">{t('verify.to-login')}</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
