import { FootprintsIcon } from "lucide-react";

/** No samples at all in the range (for the chosen providers). */
export function StepsEmpty({ detail }: { detail?: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-md border border-dashed px-6 py-12 text-center"
    >
      <FootprintsIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="font-medium">No step data in this range</p>
      <p className="text-sm text-muted-foreground">
        {detail ?? "Try a longer range, or check the user's connections."}
      </p>
    </div>
  );
}
