import type { DeviceType } from '@contracts/validation';

/** The kind of device by screen width, as the spec's `deviceType` wants it; the 768 px breakpoint is the theme's. */
export function deviceType(width: number = window.innerWidth): DeviceType {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}
