import "server-only";
import QRCode from "qrcode";

/**
 * A QR code as an SVG data URL for an `<img>` (CSP allows img-src data:). Drawn on the server so
 * the qrcode library never ships to the browser; the URL is encoded, never logged.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
