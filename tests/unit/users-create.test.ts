import { describe, expect, it } from "vitest";
import { existingUserIdOf } from "@/lib/console/users/create-user";
import { createUserBody } from "@/lib/contract/users";
import { ServiceError, type ServiceErrorInit } from "@/lib/service/errors";

const EXISTING = "2b0f3a53-5d0e-4b8e-9d53-8d8f7f6c5e4a";

const serviceError = (init: Partial<ServiceErrorInit>) =>
  new ServiceError({
    kind: "http",
    status: 400,
    detail: "x",
    requestId: "req-1",
    method: "POST",
    path: "/v2/user/",
    ...init,
  });

describe("existingUserIdOf", () => {
  it("reads the existing user's id from the service's duplicate answer", () => {
    const error = serviceError({
      detail: { error_type: "INVALID_REQUEST", error_message: "Client user id already exists.", user_id: EXISTING },
    });
    expect(existingUserIdOf(error)).toBe(EXISTING);
  });

  it("does not mistake other failures for a duplicate", () => {
    expect(existingUserIdOf(serviceError({ detail: "Bad request" }))).toBeNull();
    expect(
      existingUserIdOf(
        serviceError({ status: 422, detail: [{ loc: ["body", "client_user_id"], msg: "x", type: "y" }] }),
      ),
    ).toBeNull();
    expect(existingUserIdOf(serviceError({ status: 409, detail: { user_id: EXISTING } }))).toBeNull();
    expect(existingUserIdOf(serviceError({ detail: { user_id: "" } }))).toBeNull();
    expect(existingUserIdOf(new Error("boom"))).toBeNull();
  });
});

describe("createUserBody (the form's and the action's one schema)", () => {
  it("accepts empty optional fields as null", () => {
    expect(
      createUserBody.safeParse({ client_user_id: " mbr_1 ", fallback_time_zone: null, fallback_birth_date: null }).data,
    ).toEqual({
      client_user_id: "mbr_1",
      fallback_time_zone: null,
      fallback_birth_date: null,
    });
  });

  it("refuses an unknown time zone and a future birth date at their fields", () => {
    const result = createUserBody.safeParse({
      client_user_id: "mbr_1",
      fallback_time_zone: "Mars/Olympus_Mons",
      fallback_birth_date: "2999-01-01",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["fallback_time_zone", "fallback_birth_date"]));
  });
});
