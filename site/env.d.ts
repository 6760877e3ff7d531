// Astro's client types (import.meta.env, CSS and asset imports) without depending on the
// generated .astro/types.d.ts, which a fresh clone does not have until the first build.
/// <reference types="astro/client" />
