/** A QR code drawn on the server (an SVG data URL), so the qrcode library never ships here. */
export function QrImage({ src, label }: { src: string; label: string }) {
  return (
    // A data: URL needs no optimisation; next/image would refuse it without extra config.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={label} width={176} height={176} className="rounded-md border bg-white p-2" />
  );
}
