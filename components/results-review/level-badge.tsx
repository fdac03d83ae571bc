import { Badge } from "@/components/ui/badge";
import type { Level } from "@/lib/console/results-review/level";
import { isKnownInterpretation, levelText } from "@/lib/console/results-review/words";

const VARIANT = { critical: "destructive", abnormal: "warning", normal: "secondary" } as const;

/** A report's level in words (never colour alone); an interpretation the console does not know shows as sent. */
export function LevelBadge({ level, interpretation }: { level: Level; interpretation: string }) {
  const known = isKnownInterpretation(level, interpretation);
  return (
    <Badge
      variant={VARIANT[level]}
      data-level={level}
      title={
        known
          ? undefined
          : "An interpretation the console does not know, as the service sent it: sorted with the abnormal ones"
      }
    >
      {levelText(level, interpretation)}
    </Badge>
  );
}
