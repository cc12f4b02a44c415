import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code (the poster's profile link, a UPI payment link) as crisp SVG at any size: the `qrcode` package computes the modules, and each
 * dark module becomes one square of a single path (no HTML strings injected). Level M survives a
 * scuffed or sun-faded poster and a phone camera at an angle; the quiet zone of 4 modules is what scanners expect.
 */
export function QrCode({
  value,
  label,
  className = '',
  testId,
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
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
      data-testid={testId}
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
