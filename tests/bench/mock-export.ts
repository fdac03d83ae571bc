import fs from "node:fs";
import path from "node:path";

/** The requests both servers answer, as the real service spells them and as json-server does. */
export type Scenario = { name: string; service: string; mock: string };

const PAGE = 500;

/**
 * Builds json-server's db.json from the embedded service's own answers, so both servers hand out
 * the same bytes: every user as the list endpoint returns them, the first page of the heavy
 * user's grouped steps, and one service-center search. Returns the file and the scenarios.
 */
export async function exportMockDb(opts: {
  serviceUrl: string;
  apiKey: string;
  heavyUserId: string;
  dir: string;
  log: (line: string) => void;
}): Promise<{ file: string; scenarios: Scenario[] }> {
  const get = async <T>(p: string): Promise<T> => {
    const res = await fetch(opts.serviceUrl + p, { headers: { "x-service-api-key": opts.apiKey } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const users: { user_id: string }[] = [];
  let total = Infinity;
  while (users.length < total) {
    const page = await get<{ users: { user_id: string }[]; total: number }>(
      `/v2/user/?offset=${users.length}&limit=${PAGE}`,
    );
    total = page.total;
    if (page.users.length === 0) break;
    users.push(...page.users);
  }

  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const stepsPath = `/v2/timeseries/${opts.heavyUserId}/steps/grouped?start_date=${from}`;
  const steps = await get<{ groups: Record<string, { data: unknown[] }[]> }>(stepsPath);
  const samples = Object.values(steps.groups)
    .flat()
    .reduce((n, e) => n + e.data.length, 0);
  const pscPath = "/v3/order/psc/info?zip_code=10001&lab_id=1&radius=25";
  const psc = await get<{ patient_service_centers: unknown[] }>(pscPath);

  // json-server runs with --id user_id, which names the key of every collection: the steps page
  // is a record under the user's id, and the search a record its query filter finds, as a
  // hand-made mock would hold them.
  const db = {
    users,
    steps: [{ user_id: opts.heavyUserId, ...steps }],
    psc: [{ user_id: "psc-10001-1-25", zip_code: "10001", lab_id: "1", radius: "25", ...psc }],
  };
  const file = path.join(opts.dir, "db.json");
  fs.writeFileSync(file, JSON.stringify(db));
  opts.log(
    `db.json: ${users.length} users, a steps page of ${samples} samples, ${psc.patient_service_centers.length} PSCs ` +
      `(${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`,
  );

  const middle = 50_000;
  return {
    file,
    scenarios: [
      { name: "100-user page", service: "/v2/user/?offset=0&limit=100", mock: "/users?_page=1&_limit=100" },
      { name: "500-user page", service: "/v2/user/?offset=0&limit=500", mock: "/users?_page=1&_limit=500" },
      {
        name: "500-user page at offset 50,000",
        service: `/v2/user/?offset=${middle}&limit=500`,
        mock: `/users?_page=${middle / 500 + 1}&_limit=500`,
      },
      { name: "single user", service: `/v2/user/${users[middle]!.user_id}`, mock: `/users/${users[middle]!.user_id}` },
      { name: `steps page (${samples} samples)`, service: stepsPath, mock: `/steps/${opts.heavyUserId}` },
      { name: "PSC search", service: pscPath, mock: "/psc?zip_code=10001&lab_id=1&radius=25" },
    ],
  };
}
