/**
 * The link-code button's id. The link dialog hands over to the link-code dialog by pressing this
 * button once it has closed, so the code dialog opens exactly as if the person had chosen it.
 */
export const LINK_CODE_TRIGGER_ID = "link-code-trigger";
