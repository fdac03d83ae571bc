import {
  CalendarClockIcon,
  CircleCheckIcon,
  FlaskConicalIcon,
  FootprintsIcon,
  MapPinIcon,
  PlugIcon,
  RadioTowerIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldAlertIcon,
  UploadIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { can, type Permission, type Role } from "@/lib/console/permissions";

/**
 * The console's navigation: each entry names the permission its page demands, so the sidebar,
 * the mobile sheet and the command palette offer a role exactly what the guard will let it open.
 * The navigation only mirrors the permission table; the pages guard themselves.
 */
export type NavSection = "Care" | "Admin";

export type NavItem = {
  label: string;
  href: string;
  permission: Permission;
  section: NavSection;
  icon: LucideIcon;
};

export const NAV_SECTIONS: readonly NavSection[] = ["Care", "Admin"];

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Users", href: "/users", permission: "users.read", section: "Care", icon: UsersIcon },
  { label: "Steps", href: "/steps", permission: "steps.read", section: "Care", icon: FootprintsIcon },
  { label: "Service centers", href: "/psc", permission: "psc.search", section: "Care", icon: MapPinIcon },
  {
    label: "Appointments",
    href: "/appointments",
    permission: "appointments.read",
    section: "Care",
    icon: CalendarClockIcon,
  },
  { label: "Orders", href: "/orders", permission: "orders.read", section: "Care", icon: FlaskConicalIcon },
  {
    label: "Results to review",
    href: "/results",
    permission: "results.review",
    section: "Care",
    // Already in every page's script (the toasts use it): this entry adds no icon of its own.
    icon: CircleCheckIcon,
  },
  { label: "Providers", href: "/providers", permission: "connections.read", section: "Care", icon: PlugIcon },
  { label: "Bulk import", href: "/bulk-import", permission: "bulk_import.manage", section: "Admin", icon: UploadIcon },
  { label: "Staff", href: "/admin/staff", permission: "staff.manage", section: "Admin", icon: UserCogIcon },
  { label: "Audit log", href: "/audit", permission: "audit.read", section: "Admin", icon: ScrollTextIcon },
  {
    label: "Emergency access",
    href: "/admin/break-glass",
    permission: "break_glass.review",
    section: "Admin",
    icon: ShieldAlertIcon,
  },
  {
    label: "Service events",
    href: "/admin/events",
    permission: "events.manage",
    section: "Admin",
    icon: RadioTowerIcon,
  },
  { label: "Settings", href: "/admin/settings", permission: "settings.read", section: "Admin", icon: SettingsIcon },
];

/** The entries a role may open, in display order. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => can(role, item.permission));
}

/** A nav entry is current on its own page and on every page below it (/users/<id>). */
export function isNavItemActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
