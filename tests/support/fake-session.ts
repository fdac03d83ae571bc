import type { Role } from "@/lib/console/permissions";

/**
 * What server-action and route-handler tests put in place of Next.js's request scope and the
 * signed-in staff member, through vi.mock factories:
 *   vi.mock("next/headers", async () => (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "t" }));
 *   vi.mock("@/lib/console/auth/current-staff", async () => {
 *     const { fakeStaff } = await import("../support/fake-session");
 *     return { currentStaff: async () => who.role && fakeStaff(who.role) };
 *   });
 */
export function fakeNextHeaders(headers: Record<string, string>) {
  return {
    headers: async () => new Headers(headers),
    cookies: async () => ({ get: () => undefined, getAll: () => [] }),
  };
}

/** A signed-in, enabled staff member of a role, as currentStaff() returns one. */
export function fakeStaff(role: Role, id = `staff-${role}`) {
  return {
    staff: {
      id,
      email: `${role}@test.local`,
      name: role,
      role,
      disabled: false,
      timeZone: null,
      createdAt: "",
      updatedAt: "",
    },
    role,
    sessionId: "test-session",
    sessionExpiresAt: "2999-01-01T00:00:00Z",
  };
}
