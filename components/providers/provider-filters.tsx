import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SOURCE_TYPE_OPTIONS } from "@/lib/console/connections/provider-filter";
import { sourceTypeLabel } from "@/lib/console/connections/provider-words";

/**
 * Source type and text search as a GET form: the filters live in the URL, so a filtered view can be linked and reloaded,
 * and the page works before any JavaScript has loaded.
 */
export function ProviderFilters({ sourceType, q }: { sourceType: string | null; q: string }) {
  return (
    <form method="get" role="search" aria-label="Filter providers" className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor="provider-source-type">Source type</Label>
        <NativeSelect id="provider-source-type" name="source_type" defaultValue={sourceType ?? ""} className="w-40">
          <option value="">All</option>
          {SOURCE_TYPE_OPTIONS.map((t) => (
            <option key={t} value={t}>
              {sourceTypeLabel(t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="provider-search">Search</Label>
        <Input
          id="provider-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Name, slug or description"
          className="w-64"
        />
      </div>
      <Button type="submit" variant="outline">
        Apply
      </Button>
    </form>
  );
}
