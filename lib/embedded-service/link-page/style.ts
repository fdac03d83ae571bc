/**
 * The hosted link page's stylesheet: the console's theme tokens (the same oklch values as
 * app/globals.css), light or dark by the visitor's system setting, since the page has no toggle and
 * no script. Focus is always visible so the page works from the keyboard alone.
 */
export const LINK_PAGE_STYLE = `
:root{color-scheme:light dark;--background:oklch(0.97 0.003 247);--card:oklch(1 0 0);--foreground:oklch(0.145 0 0);
--muted:oklch(0.97 0 0);--muted-foreground:oklch(0.5 0.02 257);--accent:oklch(0.96 0.01 186);--primary:oklch(0.511 0.096 186.391);
--primary-foreground:oklch(0.985 0 0);--border:oklch(0.922 0 0);--input:oklch(0.88 0 0);--ring:oklch(0.6 0.1 186);
--destructive:oklch(0.53 0.22 27.325);--radius:0.625rem}
@media (prefers-color-scheme:dark){:root{--background:oklch(0.145 0 0);--card:oklch(0.205 0 0);--foreground:oklch(0.985 0 0);
--muted:oklch(0.269 0 0);--muted-foreground:oklch(0.708 0 0);--accent:oklch(0.3 0.02 186);--primary:oklch(0.777 0.152 181.912);
--primary-foreground:oklch(0.2 0.03 185);--border:oklch(1 0 0 / 10%);--input:oklch(1 0 0 / 15%);--destructive:oklch(0.704 0.191 22.216)}}
*{box-sizing:border-box}
body{font-family:ui-sans-serif,system-ui,sans-serif;background:var(--background);color:var(--foreground);margin:0;display:flex;justify-content:center;line-height:1.45}
main{background:var(--card);max-width:480px;width:100%;margin:32px 12px;padding:24px;border:1px solid var(--border);border-radius:calc(var(--radius) + 4px);box-shadow:0 1px 3px #0000001a}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;font-size:.875rem;color:var(--muted-foreground);margin-bottom:16px}
.brand b{display:inline-grid;place-items:center;width:24px;height:24px;border-radius:6px;background:var(--primary);color:var(--primary-foreground);font-size:.8rem}
h1{font-size:1.25rem;margin:0 0 8px;display:flex;align-items:center;gap:10px}
h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted-foreground);margin:20px 0 6px}
p{margin:0 0 12px}.ask{color:var(--muted-foreground);font-size:.925rem}
a{color:var(--primary);text-underline-offset:3px}
ul{list-style:none;padding:0;margin:0;display:grid;gap:2px}
li a,li span.off{display:flex;align-items:center;gap:12px;padding:8px 10px;border-radius:var(--radius);color:inherit;text-decoration:none}
li a:hover{background:var(--accent)}li span.off{opacity:.6}
li small{display:block;color:var(--muted-foreground);font-size:.8rem}
img{width:36px;height:36px;border-radius:8px;flex:none}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
label{display:block;margin:12px 0 4px;font-weight:600;font-size:.875rem}
input{width:100%;padding:8px 10px;border:1px solid var(--input);border-radius:calc(var(--radius) - 2px);background:transparent;color:inherit;font:inherit}
form.search{display:flex;gap:8px;margin:16px 0 4px}form.search input{flex:1}
button{padding:8px 16px;border-radius:calc(var(--radius) - 2px);border:1px solid var(--primary);background:var(--primary);color:var(--primary-foreground);font:inherit;font-weight:600;cursor:pointer;margin:16px 8px 0 0}
form.search button{margin:0}
button.secondary{background:transparent;color:var(--primary)}
.error{color:var(--destructive);border:1px solid currentColor;padding:8px;border-radius:calc(var(--radius) - 2px)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{margin-top:24px;padding-top:12px;border-top:1px solid var(--border);font-size:.875rem;display:flex;justify-content:space-between;color:var(--muted-foreground)}`;
