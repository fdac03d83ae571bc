import type { Metadata } from "next";

import { TimeZonePreferenceForm } from "@/components/preferences/time-zone-preference-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { guardPage } from "@/lib/console/guard";

export const metadata: Metadata = { title: "Your preferences" };

/** Each member's own preferences; every role reaches it from the name in the header. */
export default async function PreferencesPage() {
  const who = await guardPage("preferences.write", { action: "preferences.view" });
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Your preferences</h1>
        <p className="text-sm text-muted-foreground">Saved with your account, so they follow you to any computer.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Time zone</CardTitle>
          <CardDescription>
            Every date and time in the console is shown in this zone, which is named next to it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TimeZonePreferenceForm saved={who.staff.timeZone ?? null} example={new Date().toISOString()} />
        </CardContent>
      </Card>
    </div>
  );
}
