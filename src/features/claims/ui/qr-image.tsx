import { useMemo } from 'react';
import { qrCodeModules } from './qr-code';

/** The QR code as one SVG path, with the standard's four-module quiet zone, crisp at any size. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const modules = qrCodeModules(text);
    const parts: string[] = [];
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4},${y + 4}h1v1h-1z`);
      }),
    );
    return { size: modules.length + 8, path: parts.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
