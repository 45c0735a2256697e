import { useQuery } from '@tanstack/react-query';
import type { BannerPlacement } from '@contracts/banners';

/**
 * The active banner of a placement. The reader (Firestore lite and DOMPurify) is loaded only when a page with a
 * banner place asks for it, after the page itself, so it never weighs on a page's first load.
 */
export const useActiveBanner = (placement: BannerPlacement | null) =>
  useQuery({
    queryKey: ['banner', placement],
    queryFn: async () => {
      const { readActiveBanner } = await import('./banner-reader');
      return placement ? readActiveBanner(placement) : null;
    },
    enabled: placement !== null,
    staleTime: 5 * 60_000,
    // A missing banner is no reason to bother the visitor: no retry storm, no error toast.
    retry: false,
  });
