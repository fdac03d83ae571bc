import { notFound, redirect } from "next/navigation";

import { currentStaff } from "@/lib/console/auth/current-staff";

/**
 * Any address no other route answers lands here, so it gets the console's 404 inside the shell
 * rather than the framework's bare page. Only for signed-in staff: anyone else is sent to
 * sign-in, and learns nothing about which addresses exist.
 */
export default async function MissingPage() {
  if (!(await currentStaff())) redirect("/sign-in");
  notFound();
}
