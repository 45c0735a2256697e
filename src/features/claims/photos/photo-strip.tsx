import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { maxPhotosPerSide, type PartyRole, type StatementPhoto } from '@contracts/accident-statement';
import { deleteAccidentPhoto } from '../../../api/delete-accident-photo';
import { accidentPhotoQuery } from '../../../api/get-accident-photo';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { desktop } from '../../../app/theme';
import { useOnline } from '../offline/network';
import type { StatementAccess } from '../offline/outbox';
import { usePhotoQueue, type QueuedPhoto } from './photo-queue';
import { reducePhoto } from '../../../lib/reduce-photo';

export interface PhotoStripProps {
  access: StatementAccess;
  /**
   * The side whose photos these are. Not `role`: jsx-a11y reads a `role` prop on any element, a component's too, as an
   * ARIA role and refuses "A".
   */
  party: PartyRole;
  /** The side's photos as the server lists them (the statement's `sides[role].photos`). */
  photos: StatementPhoto[];
  /** The other driver's side, or a locked statement: photos are shown, not added or removed. */
  readOnly?: boolean;
}

interface Tile {
  photoId: string;
  /** On this phone: taken here and not (or just) uploaded. */
  local: QueuedPhoto | null;
}

/** An object URL per blob, made once: a thumbnail re-rendered does not make another, and a photo's blob is small. */
const objectUrls = new WeakMap<Blob, string>();
function objectUrlOf(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

type StateText = 'waitingOffline' | 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'refused';

function stateOf(local: QueuedPhoto | null, online: boolean): StateText {
  if (!local || local.state === 'uploaded') return 'uploaded';
  if (local.refusal) return 'refused';
  if (local.state === 'waiting') return online ? 'waiting' : 'waitingOffline';
  return local.state;
}

function refusalText(refusal: NonNullable<QueuedPhoto['refusal']>) {
  if (refusal.errorKey.endsWith('tooManyPhotos')) return 'refusal.tooMany';
  if (refusal.errorKey.endsWith('statementLocked')) return 'refusal.locked';
  if (refusal.code === 'functions/invalid-argument') return 'refusal.notAccepted';
  return 'refusal.other';
}

/**
 * A side's photos: taken with the camera or chosen from the gallery, reduced on the phone, kept on it and uploaded
 * one by one with each photo's state shown (and a retry for one that failed); up to `maxPhotosPerSide`.
 */
export function PhotoStrip({ access, party: role, photos, readOnly = false }: PhotoStripProps) {
  const { t } = useTranslation('claims-photos');
  const { queue, photos: queued } = usePhotoQueue(access);
  const online = useOnline();
  const [preparing, setPreparing] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const takeInput = useRef<HTMLInputElement>(null);
  const chooseInput = useRef<HTMLInputElement>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const labelId = useId();

  const tiles = useMemo<Tile[]>(() => {
    const mine = queued.filter((photo) => photo.role === role);
    const onServer = photos
      .filter((photo) => !queue.deleted.has(photo.photoId))
      .map((photo) => ({
        photoId: photo.photoId,
        local: mine.find((local) => local.photoId === photo.photoId) ?? null,
      }));
    const known = new Set(onServer.map((tile) => tile.photoId));
    return [
      ...onServer,
      ...mine.filter((photo) => !known.has(photo.photoId)).map((photo) => ({ photoId: photo.photoId, local: photo })),
    ];
  }, [photos, queued, queue, role]);

  // A refused photo takes no place on the server; one being prepared will.
  const count = tiles.filter((tile) => !tile.local?.refusal).length + preparing;
  const room = Math.max(0, maxPhotosPerSide - count);

  const announcement = useAnnouncement(tiles, online, (number, state) => t('announce', { number, state: t(state) }));

  async function add(files: File[]) {
    setMessage(files.length > room ? t('strip.someLeftOut', { max: maxPhotosPerSide }) : null);
    const taken = files.slice(0, room);
    setPreparing((current) => current + taken.length);
    // One at a time: a phone decoding several 12-megapixel photos at once can run out of memory.
    for (const file of taken) {
      try {
        queue.add(role, await reducePhoto(file));
      } catch {
        setMessage(t('strip.notReadable'));
      } finally {
        setPreparing((current) => current - 1);
      }
    }
  }

  // Not `disabled` when full: the button keeps its focus (after a removal, say) and says why it adds nothing.
  function pick(input: HTMLInputElement | null) {
    if (room === 0) setMessage(t('strip.full', { max: maxPhotosPerSide }));
    else input?.click();
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same photo chosen again is a new change.
    event.target.value = '';
    if (files.length > 0) void add(files);
  }

  async function remove(tile: Tile) {
    setMessage(null);
    const onServer = !tile.local || tile.local.state === 'uploaded';
    if (!onServer) {
      queue.takeBack(tile.photoId);
    } else {
      setDeleting(tile.photoId);
      try {
        await deleteAccidentPhoto({ ...access, role, photoId: tile.photoId });
        queue.forgetDeleted(tile.photoId);
      } catch {
        setMessage(t('strip.deleteFailed'));
        return;
      } finally {
        setDeleting(null);
      }
    }
    // The removed photo's button is gone: focus goes where the driver can go on.
    takeButton.current?.focus();
  }

  return (
    <Strip role="group" aria-labelledby={labelId}>
      <Header>
        <VisuallyHidden id={labelId}>{t('strip.label', { role })}</VisuallyHidden>
        <Count aria-hidden="true">{t('strip.count', { count, max: maxPhotosPerSide })}</Count>
        <VisuallyHidden>{t('strip.countLabel', { count, max: maxPhotosPerSide })}</VisuallyHidden>
      </Header>

      {tiles.length === 0 && preparing === 0 ? <Hint>{t('strip.empty')}</Hint> : null}

      <Tiles>
        {tiles.map((tile, index) => {
          const number = index + 1;
          const state = stateOf(tile.local, online);
          const canRetry = !readOnly && tile.local?.state === 'failed' && !tile.local.refusal;
          return (
            <TileItem key={tile.photoId}>
              <Thumbnail
                access={access}
                photoId={tile.photoId}
                blob={tile.local?.blob}
                alt={t('strip.photo', { number })}
              />
              <State $state={state}>{t(`state.${state}`)}</State>
              {tile.local?.refusal ? <Refusal>{t(refusalText(tile.local.refusal))}</Refusal> : null}
              {readOnly ? null : (
                <TileActions>
                  {canRetry ? (
                    <SmallButton
                      type="button"
                      aria-label={t('strip.retryLabel', { number })}
                      onClick={() => queue.retry(tile.photoId)}
                    >
                      {t('strip.retry')}
                    </SmallButton>
                  ) : null}
                  <SmallButton
                    type="button"
                    aria-label={t('strip.deleteLabel', { number })}
                    aria-busy={deleting === tile.photoId}
                    disabled={deleting !== null}
                    onClick={() => void remove(tile)}
                  >
                    {deleting === tile.photoId ? t('strip.deleting') : t('strip.delete')}
                  </SmallButton>
                </TileActions>
              )}
            </TileItem>
          );
        })}
        {Array.from({ length: preparing }, (_, index) => (
          <TileItem key={`preparing-${index}`}>
            <Placeholder>{t('strip.preparing')}</Placeholder>
          </TileItem>
        ))}
      </Tiles>

      {readOnly ? null : (
        <>
          <Actions>
            <PrimaryButton
              ref={takeButton}
              type="button"
              aria-disabled={room === 0}
              onClick={() => pick(takeInput.current)}
            >
              {t('strip.take')}
            </PrimaryButton>
            <SecondaryButton type="button" aria-disabled={room === 0} onClick={() => pick(chooseInput.current)}>
              {t('strip.choose')}
            </SecondaryButton>
          </Actions>
          <input
            ref={takeInput}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label={t('strip.take')}
            onChange={onFiles}
          />
          <input
            ref={chooseInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={t('strip.choose')}
            onChange={onFiles}
          />
        </>
      )}

      <Message role="status">{message}</Message>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Strip>
  );
}

/** The latest change of a photo's state, as a sentence for the polite status region. */
function useAnnouncement(
  tiles: Tile[],
  online: boolean,
  sentence: (number: number, state: `state.${StateText}`) => string,
) {
  const previous = useRef(new Map<string, StateText>());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const states = new Map(tiles.map((tile) => [tile.photoId, stateOf(tile.local, online)]));
    tiles.forEach((tile, index) => {
      const state = states.get(tile.photoId);
      const before = previous.current.get(tile.photoId);
      if (state && before && before !== state && state !== 'uploading')
        setAnnouncement(sentence(index + 1, `state.${state}`));
    });
    previous.current = states;
  }, [tiles, online, sentence]);
  return announcement;
}

function Thumbnail({
  access,
  photoId,
  blob,
  alt,
}: {
  access: StatementAccess;
  photoId: string;
  blob?: Blob;
  alt: string;
}) {
  const { t } = useTranslation('claims-photos');
  const stored = useQuery({ ...accidentPhotoQuery({ ...access, photoId }), enabled: !blob });
  const source = blob ?? stored.data;
  if (!source) return <Placeholder>{stored.isError ? t('strip.thumbnailFailed') : null}</Placeholder>;
  return <Picture src={objectUrlOf(source)} alt={alt} />;
}

const Strip = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Header = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Count = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  &:empty {
    display: none;
  }
`;

const TileItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
`;

const pictureBox = `
  width: 100%;
  aspect-ratio: 4 / 3;
`;

const Picture = styled.img`
  ${pictureBox}
  display: block;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Placeholder = styled.div`
  ${pictureBox}
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

const State = styled.span<{ $state: StateText }>`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $state }) =>
    $state === 'uploaded'
      ? theme.colors.success
      : $state === 'failed' || $state === 'refused'
        ? theme.colors.error
        : theme.colors.textMuted};
`;

const Refusal = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.error};
`;

const TileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const SmallButton = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;
