// The load-error view lives in components/common/; the users table, which is being rewritten,
// still imports it from here until it switches to the shared path.
export { LoadError } from "@/components/common/load-error";
