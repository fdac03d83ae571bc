/**
 * The focus indicator of every form control (input, textarea, selects, checkbox): a solid 2 px
 * ring in --ring outside a border of the same colour, so the indicator is at least 2 px thick and
 * contrasts 3:1 with the page in both themes (WCAG 2.4.11/2.4.13); a translucent 3 px ring read
 * as a faint line. An invalid control keeps the ring in the error colour.
 */
export const fieldFocusRing =
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive aria-invalid:ring-destructive";
