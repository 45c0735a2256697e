import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../app/ui/buttons';
import { Actions } from './step-ui';

/** The step's "Nastavi": busy, with visible text, while the step's progress is saved before moving on. */
export function ContinueButton({ onContinue }: { onContinue: () => Promise<void> }) {
  const { t } = useTranslation('onboarding-plans');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onContinue();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Actions>
      <PrimaryButton type="button" aria-busy={busy} onClick={() => void onClick()}>
        {busy ? t('saving') : t('continue')}
      </PrimaryButton>
    </Actions>
  );
}
