import { describe, expect, it } from "vitest";
import { isNavItemActive, NAV_ITEMS, navItemsFor } from "@/components/shell/nav-config";
import { can, ROLES, type Permission } from "@/lib/console/permissions";

// The console's navigation: each page and the permission its guard demands.
const PAGES: Record<string, Permission> = {
  "/users": "users.read",
  "/steps": "steps.read",
  "/psc": "psc.search",
  "/appointments": "appointments.read",
  "/orders": "orders.read",
  "/results": "results.review",
  "/providers": "connections.read",
  "/bulk-import": "bulk_import.manage",
  "/admin/staff": "staff.manage",
  "/audit": "audit.read",
  "/admin/break-glass": "break_glass.review",
  "/admin/events": "events.manage",
  "/admin/settings": "settings.read",
};

describe("navigation config", () => {
  it("has one entry per console page, each naming the permission its page demands", () => {
    expect(Object.fromEntries(NAV_ITEMS.map((item) => [item.href, item.permission]))).toEqual(PAGES);
    expect(new Set(NAV_ITEMS.map((item) => item.label)).size).toBe(NAV_ITEMS.length);
  });

  it.each(ROLES)("offers %s exactly the pages the permission table allows", (role) => {
    const offered = navItemsFor(role).map((item) => item.href);
    const allowed = Object.entries(PAGES)
      .filter(([, permission]) => can(role, permission))
      .map(([href]) => href);
    expect(offered).toEqual(allowed);
    // And nothing it may not open, checked from the other side.
    for (const item of NAV_ITEMS.filter((i) => !offered.includes(i.href)))
      expect(can(role, item.permission)).toBe(false);
  });

  it("gives every role the user list, which is where sign-in lands", () => {
    for (const role of ROLES) expect(navItemsFor(role).map((item) => item.href)).toContain("/users");
  });

  it("marks an entry current on its page and below it, not on a look-alike path", () => {
    expect(isNavItemActive("/users", "/users")).toBe(true);
    expect(isNavItemActive("/users/0b6f3c1e-1b51-4a5e-9d55-0f1e1c1c1c1c/steps", "/users")).toBe(true);
    expect(isNavItemActive("/users-archive", "/users")).toBe(false);
    expect(isNavItemActive("/admin/staff", "/admin/settings")).toBe(false);
  });
});
