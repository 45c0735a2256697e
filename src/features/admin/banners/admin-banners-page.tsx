import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminBanner } from '@contracts/admin-save-banner';
import { bannerPlacements, type BannerPlacement } from '@contracts/banners';
import { useAdminBanners } from '../../../api/admin-list-banners';
import { BannerStrip } from '../../../app/layout/site-banner';
import { SecondaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';
import { Panel } from '../../../app/ui/panel';
import { sanitizeBannerHtml } from '../../../lib/banner-html';
import { Badge, CallErrorText, Empty, Loading, SectionHeader, formatInstant } from '../admin-ui';
import { BannerEditor } from './banner-editor';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }

  p {
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

type Editing = AdminBanner | { bannerId: null; placement: BannerPlacement };

function BannerCard({ banner, onEdit }: { banner: AdminBanner; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const html = sanitizeBannerHtml(banner.html, banner.preset);
  return (
    <li>
      <Badge $tone={banner.active ? 'done' : 'neutral'}>
        {banner.active ? t('banners.isActive') : t('banners.isInactive')}
      </Badge>{' '}
      {t('banners.presetIs', { name: t(`banners.presets.${banner.preset}`) })}
      {html ? (
        <BannerStrip as="div">
          {/* Sanitised above, as the site does it. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </BannerStrip>
      ) : null}
      <p>
        {banner.updatedBy
          ? t('banners.updated', { who: banner.updatedBy, at: formatInstant(banner.updatedAt) })
          : t('banners.neverSaved')}
      </p>
      <SecondaryButton type="button" onClick={onEdit}>
        {t('banners.edit')}
      </SecondaryButton>
    </li>
  );
}

/**
 * The site's banners by placement (the home page, the new-policy steps), active or not, and the editor for one of
 * them or a new one. One banner a placement is active; activating another switches it.
 */
export function AdminBannersPage() {
  const { t } = useTranslation('admin');
  const banners = useAdminBanners();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState(false);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const editingKey = editing ? (editing.bannerId ?? `new-${editing.placement}`) : null;
  // Opening the editor takes keyboard and screen reader users to it.
  useEffect(() => {
    if (editingKey) editorHeading.current?.focus();
  }, [editingKey]);
  const open = (next: Editing) => {
    setSaved(false);
    setEditing(next);
  };
  return (
    <>
      <SectionHeader section="admin-banners" lead={t('banners.lead')} />
      {saved ? (
        <Notice role="status">
          <p>{t('banners.saved')}</p>
        </Notice>
      ) : null}
      {editing ? (
        <Panel aria-labelledby="banner-editor">
          <h2 id="banner-editor" ref={editorHeading} tabIndex={-1}>
            {t(editing.bannerId ? 'banners.editHeading' : 'banners.newHeading', {
              placement: t(`banners.placements.${editing.placement}`),
            })}
          </h2>
          <BannerEditor
            key={editingKey}
            banner={editing}
            onSaved={(banner) => {
              setEditing(banner);
              setSaved(true);
            }}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}
      {banners.isPending ? (
        <Loading />
      ) : !banners.data ? (
        <CallErrorText error={banners.error} />
      ) : (
        bannerPlacements.map((placement) => {
          const items = banners.data.items.filter((banner) => banner.placement === placement);
          return (
            <section key={placement} aria-labelledby={`banners-${placement}`}>
              <h2 id={`banners-${placement}`}>
                {t(`banners.placements.${placement}`)} ({items.length})
              </h2>
              {items.length === 0 ? (
                <Empty>{t('banners.none')}</Empty>
              ) : (
                <List>
                  {items.map((banner) => (
                    <BannerCard key={banner.bannerId} banner={banner} onEdit={() => open(banner)} />
                  ))}
                </List>
              )}
              <SecondaryButton type="button" onClick={() => open({ bannerId: null, placement })}>
                {t('banners.new', { placement: t(`banners.placements.${placement}`) })}
              </SecondaryButton>
            </section>
          );
        })
      )}
    </>
  );
}
