import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelHeader } from './step-ui';
import { Panel } from '../../../app/ui/panel';

interface SummarySectionProps {
  title: string;
  /** The step where this part of the quote is changed. */
  editTo?: string;
  children: ReactNode;
}

/** One part of the quote under review, with an "Uredi" link back to the step that changes it. */
export function SummarySection({ title, editTo, children }: SummarySectionProps) {
  const { t } = useTranslation('onboarding-plans');
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>{title}</h2>
        {editTo ? (
          <Link to={editTo} aria-label={t('summary.editLabel', { section: title })}>
            {t('summary.edit')}
          </Link>
        ) : null}
      </PanelHeader>
      {children}
    </Panel>
  );
}
