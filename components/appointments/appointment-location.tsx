import { ExternalLinkIcon, MapPinIcon } from "lucide-react";

import { UsMap } from "@/components/map/us-map";
import { env } from "@/lib/env";
import type { AppointmentAddressView } from "@/lib/service/read/appointments";

const PIN_NOUN = { one: "appointment location", many: "appointment locations" };

/**
 * Where the draw happens: the address, a pin at `location` on the offline map (states only: one
 * pin needs no county lines), the coordinates and a link to an outside map. Without coordinates
 * the address stands alone.
 */
export function AppointmentLocation({
  address,
  location,
}: {
  address: AppointmentAddressView;
  location: { lat: number; lng: number } | null;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="appointment-location">
      <AddressLines address={address} />
      {location ? (
        <Coordinates location={location} label={`${address.first_line}, ${address.city}`} />
      ) : (
        <p className="text-muted-foreground">No map position was given for this appointment.</p>
      )}
    </div>
  );
}

function AddressLines({ address }: { address: AppointmentAddressView }) {
  return (
    <>
      <address className="not-italic">
        {address.first_line}
        {address.unit ? `, ${address.unit}` : ""}
        {address.second_line ? <br /> : null}
        {address.second_line}
        <br />
        {address.city}, {address.state} {address.zip_code}
      </address>
      {address.access_notes ? <p className="text-muted-foreground">Access: {address.access_notes}</p> : null}
    </>
  );
}

function Coordinates({ location: { lat, lng }, label }: { location: { lat: number; lng: number }; label: string }) {
  const pin = [{ id: "appointment", lat, lng, label }];
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  return (
    <>
      <p className="flex items-center gap-1 text-muted-foreground">
        <MapPinIcon aria-hidden="true" className="size-3.5" />
        <span>
          {lat.toFixed(5)}, {lng.toFixed(5)}
        </span>
      </p>
      <a
        href={mapUrl}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline"
      >
        Open in maps
        <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
      </a>
      <div className="mt-2 h-80 w-full">
        <UsMap
          points={pin}
          selectedId="appointment"
          noun={PIN_NOUN}
          detail="states"
          tileUrl={env().NEXT_PUBLIC_MAP_TILE_URL ?? null}
        />
      </div>
    </>
  );
}
