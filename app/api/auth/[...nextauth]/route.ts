import { handlers } from "@/lib/console/auth/auth";

export const { GET, POST } = handlers;
