import { queryOptions } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { GetAccidentPhotoRequest, GetAccidentPhotoResponse } from '@contracts/get-accident-photo';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getAccidentPhoto = (request: CallRequest<GetAccidentPhotoRequest>) =>
  callFunction<GetAccidentPhotoRequest, GetAccidentPhotoResponse>(callNames.getAccidentPhoto, request);

export function base64ToBlob(data: string, contentType: string): Blob {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
}

export const accidentPhotoKeys = {
  all: ['accidentPhoto'] as const,
  photo: (statementId: string, photoId: string) => [...accidentPhotoKeys.all, statementId, photoId] as const,
};

/**
 * A stored photo's bytes as a blob. A photo never changes once stored (a new one gets a new id), so it is fetched
 * once per page life; the token stays out of the key (it is the same for every photo a phone may read).
 */
export const accidentPhotoQuery = (request: CallRequest<GetAccidentPhotoRequest>) =>
  queryOptions<Blob, CallError>({
    queryKey: accidentPhotoKeys.photo(request.statementId, request.photoId),
    queryFn: async () => {
      const { contentType, data } = await getAccidentPhoto(request);
      return base64ToBlob(data, contentType);
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
