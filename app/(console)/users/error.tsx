"use client";

import dynamic from "next/dynamic";

// Loaded only when a users page fails, so its alert and icons stay out of the pages' first load.
export default dynamic(() => import("@/components/users/users-error-view").then((m) => m.UsersErrorView), {
  loading: () => <p role="alert">Something went wrong while loading users.</p>,
});
