/**
 * `npm run dev`: the console from its sources, with Next.js's development mode (hot reload, no
 * build), behind the same server as `npm start`, so a forwarded header is believed in development
 * exactly as in production: only from TRUSTED_PROXIES.
 */
import { serve } from "./serve";

void serve({ dev: true });
