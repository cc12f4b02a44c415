import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code as crisp SVG at any print size: the `qrcode` package computes the modules, and each
 * dark module becomes one square of a single path (no HTML strings injected). Level M survives a
 * scuffed or sun-faded poster; the quiet zone of 4 modules is what scanners expect.
 */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(x, y)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
      }
    }
    return { size: modules.size + quiet * 2, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="poster-qr"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
