import Link from "next/link";
import { UserXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * An unknown user id (the service answered 404, or the id is not a UUID). It sits above
 * [userId]/layout.tsx because a layout's notFound() is caught by its parent's boundary.
 */
export default function UserNotFound() {
  return (
    <section
      aria-labelledby="user-not-found"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border px-6 py-12 text-center"
    >
      <UserXIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 id="user-not-found" className="text-xl font-semibold">
        User not found
      </h1>
      <p className="text-sm text-muted-foreground">
        The service has no user with this id in the team. It may have been removed, or the link is out of date.
      </p>
      <Button asChild variant="outline">
        <Link href="/users">Back to users</Link>
      </Button>
    </section>
  );
}
