import qrcode from 'qrcode-generator';

/** The otpauth URI as a QR code in SVG (GoTrue sends the SVG text; auth-js turns it into a data URL). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}
