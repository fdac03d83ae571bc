import "server-only";
import { ServiceError, serviceClient } from "@/lib/service";
import type { OrderView } from "@/lib/service/read/orders";
import type { OrderTest } from "./result-groups";

type Named = { id: string; name: string; markers: readonly { slug: string }[] };
const fromCatalogue = (t: Named): OrderTest => ({ id: t.id, name: t.name, markerSlugs: t.markers.map((m) => m.slug) });

/**
 * The order's tests, each named: the order carries its first test whole, the others only by id,
 * so those are looked up in the catalogue. A name is a convenience: a test the service cannot
 * name is listed by its id rather than failing the page.
 */
export async function orderTests(order: Pick<OrderView, "labTestIds" | "labTest">): Promise<OrderTest[]> {
  const client = serviceClient();
  return Promise.all(
    order.labTestIds.map(async (id): Promise<OrderTest> => {
      if (order.labTest?.id === id) return fromCatalogue(order.labTest);
      try {
        return fromCatalogue(await client.getLabTest(id));
      } catch (error) {
        if (error instanceof ServiceError) return { id, name: null, markerSlugs: [] };
        throw error;
      }
    }),
  );
}
