import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditSubjects, type AuditSubject } from '@contracts/admin-audit';
import { useAdminAudit } from '../../../api/admin-list-audit';
import { FilterGroup, PagedList, SectionHeader } from '../admin-ui';
import { AuditEntries } from './audit-entries';

type SubjectFilter = AuditSubject | 'all';

/** Every change staff made through the console, newest first, a page at a time; of one kind of record if chosen. */
export function AdminAuditPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<SubjectFilter>('all');
  const audit = useAdminAudit(filter === 'all' ? null : filter);
  const options = (['all', ...auditSubjects] as const).map((value) => ({
    value,
    label: value === 'all' ? t('audit.allSubjects') : t(`audit.subjects.${value}`),
  }));
  return (
    <>
      <SectionHeader section="admin-audit" lead={t('audit.lead')} />
      <FilterGroup label={t('audit.filter')} options={options} value={filter} onChange={setFilter} />
      <PagedList list={audit} empty={t('audit.none')}>
        {(entries) => <AuditEntries entries={entries} label={t('audit.table')} />}
      </PagedList>
    </>
  );
}
