import { Hono } from "hono";
import type { ServiceDeps } from "../context";

/** The hosted link page that link_web_url opens. */
export function createLinkPage(deps: ServiceDeps) {
  void deps;
  return new Hono();
}
