import { redirect } from "next/navigation";

import { currentStaff } from "@/lib/console/auth/current-staff";

/**
 * The start page has nothing of its own: signed-in staff go to the user list (every role may read
 * it), anyone else to sign-in. proxy.ts already sends visitors without a session cookie there;
 * this also catches a cookie whose session has ended.
 */
export default async function Home() {
  const who = await currentStaff();
  redirect(who ? "/users" : "/sign-in");
}
