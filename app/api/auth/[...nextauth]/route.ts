import { handlers } from "@/lib/console/auth/auth";
import { withBodyLimit } from "@/lib/console/request-body-limit";

// Sign-in posts carry an email, a password and a few tokens: 16 KB is ample, and nobody has to be
// signed in to send one.
const MAX_BODY_BYTES = 16 * 1024;

export const { GET } = handlers;
export const POST = withBodyLimit(handlers.POST, MAX_BODY_BYTES);
