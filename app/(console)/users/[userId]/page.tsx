import { notFound } from "next/navigation";

import { UserOverview } from "@/components/users/user-overview";
import { readUnderGrant } from "@/lib/console/break-glass/access";
import { getUserFor } from "@/lib/console/users/load";
import { guardUsersPage } from "@/lib/console/users/page-guard";

/** Overview of one user; the layout above has already loaded it (memoised per request). */
export default async function UserPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const who = await guardUsersPage("users.view", { userId });
  // Break-glass: the overview shows the birth date under an open grant; the read is audited with it.
  await readUnderGrant(who, userId, "user record (birth date)");
  const result = await getUserFor(who, userId);
  // The layout renders the failure; a missing user was turned into the not-found page there.
  if (!result.ok) return null;
  if (!result.data) notFound();
  return <UserOverview user={result.data} />;
}
