import type { Metadata } from "next";

import { ComingSoon } from "@/components/users/coming-soon";
import { guardUserTab } from "@/lib/console/users/page-guard";
import { userTab } from "@/lib/console/users/user-tabs";

const tab = userTab("appointments");
export const metadata: Metadata = { title: tab.label };

/** Placeholder until the appointments work lands; guarded now so the route is never open to every role. */
export default async function UserAppointmentsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  await guardUserTab(tab.segment, userId);
  return <ComingSoon title={tab.label} issue={tab.issue} />;
}
