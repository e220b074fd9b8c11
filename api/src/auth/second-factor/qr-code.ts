import QRCode from 'qrcode';

/**
 * The enrolment QR code as an SVG data: URL, which the console shows in an <img>: the CSP's img-src already
 * allows data: and no script or inline style is involved. Medium error correction reads well from a screen.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
