import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCoupon, CouponFilter } from '@contracts/admin-list-coupons';
import { couponFilters } from '@contracts/admin-list-coupons';
import { useAdminCoupons } from '../../../api/admin-list-coupons';
import { useAdminExpireCoupon } from '../../../api/admin-expire-coupon';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { Panel } from '../../../app/ui/panel';
import { formatEuros } from '../../../lib/money';
import { CallErrorText, FilterGroup, PagedList, SectionHeader, Table, TableRegion, formatInstant } from '../admin-ui';
import { CouponForm } from './coupon-form';

/** Still running: no expiry, or one still ahead. */
const isRunning = (coupon: AdminCoupon, now = Date.now()) =>
  coupon.expiresAt === null || Date.parse(coupon.expiresAt) > now;

function Usage({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation('admin');
  if (coupon.singleUse && coupon.usedAt)
    return <>{t('coupons.usedOnce', { at: formatInstant(coupon.usedAt), order: coupon.usedBy ?? '—' })}</>;
  return (
    <>
      {t('coupons.timesUsed', { times: coupon.timesUsed })}
      {coupon.reservedBy ? (
        <>
          <br />
          {t('coupons.reserved', { order: coupon.reservedBy })}
        </>
      ) : null}
    </>
  );
}

function ExpireDialog({ coupon, onClose, onDone }: { coupon: AdminCoupon; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const expire = useAdminExpireCoupon();
  const confirm = async () => {
    if (expire.isPending) return;
    try {
      await expire.mutateAsync({ code: coupon.code });
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <ModalDialog
      role="alertdialog"
      title={t('coupons.expire.title', { code: coupon.code })}
      description={<p>{t('coupons.expire.text')}</p>}
      closeLabel={t('dialog.close')}
      onClose={onClose}
    >
      <CallErrorText error={expire.error} />
      <DialogButtons>
        <SecondaryButton type="button" onClick={onClose}>
          {t('dialog.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" aria-busy={expire.isPending} onClick={() => void confirm()}>
          {expire.isPending ? t('coupons.expire.working') : t('coupons.expire.confirm')}
        </PrimaryButton>
      </DialogButtons>
    </ModalDialog>
  );
}

function CouponTable({ coupons, onExpire }: { coupons: AdminCoupon[]; onExpire: (coupon: AdminCoupon) => void }) {
  const { t } = useTranslation('admin');
  return (
    <TableRegion label={t('coupons.table')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              {t('coupons.columns.code')}
              <span className="secondary">{t('coupons.columns.kind')}</span>
            </th>
            <th scope="col" className="number">
              {t('coupons.columns.value')}
            </th>
            <th scope="col">{t('coupons.columns.expires')}</th>
            <th scope="col">{t('coupons.columns.plate')}</th>
            <th scope="col">{t('coupons.columns.usage')}</th>
            <th scope="col">{t('coupons.columns.created')}</th>
            <th scope="col">{t('coupons.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.code}>
              {/* Single or multiple use goes under the code: one column fewer, so the actions fit at 1280 px. */}
              <th scope="row" className="code">
                {coupon.code}
                <span className="secondary">{coupon.singleUse ? t('coupons.singleUse') : t('coupons.multiUse')}</span>
              </th>
              <td className="number">{formatEuros(coupon.valueInEuros)}</td>
              <td className="nowrap">{coupon.expiresAt ? formatInstant(coupon.expiresAt) : t('coupons.noExpiry')}</td>
              <td className="nowrap">{coupon.licensePlate ?? t('coupons.anyVehicle')}</td>
              <td>
                <Usage coupon={coupon} />
              </td>
              <td className="text">
                {formatInstant(coupon.createdAt)}
                {coupon.createdBy ? (
                  <>
                    <br />
                    {coupon.createdBy}
                  </>
                ) : null}
              </td>
              <td>
                {isRunning(coupon) ? (
                  <SecondaryButton
                    type="button"
                    aria-label={t('coupons.expire.buttonFor', { code: coupon.code })}
                    onClick={() => onExpire(coupon)}
                  >
                    {t('coupons.expire.button')}
                  </SecondaryButton>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/** Coupons with their use, filtered by whether they can still be used; ending one now; making a new one. */
export function AdminCouponsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<CouponFilter>('usable');
  const coupons = useAdminCoupons(filter);
  const [expiring, setExpiring] = useState<AdminCoupon | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  return (
    <>
      <SectionHeader section="admin-coupons" lead={t('coupons.lead')} />
      <FilterGroup
        label={t('coupons.filter')}
        options={couponFilters.map((value) => ({ value, label: t(`coupons.filters.${value}`) }))}
        value={filter}
        onChange={setFilter}
      />
      {expired ? (
        <Notice role="status">
          <p>{t('coupons.expire.done', { code: expired })}</p>
        </Notice>
      ) : null}
      <PagedList list={coupons} empty={t(`coupons.empty.${filter}`)}>
        {(items) => (
          <CouponTable
            coupons={items}
            onExpire={(coupon) => {
              setExpired(null);
              setExpiring(coupon);
            }}
          />
        )}
      </PagedList>
      {expiring ? (
        <ExpireDialog
          coupon={expiring}
          onClose={() => setExpiring(null)}
          onDone={() => {
            setExpired(expiring.code);
            setExpiring(null);
          }}
        />
      ) : null}
      <Panel aria-labelledby="coupon-form">
        <CouponForm />
      </Panel>
    </>
  );
}
