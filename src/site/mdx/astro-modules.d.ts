/**
 * `tsc` cannot read .astro files (Astro's own checker can); components.ts imports
 * them, so to plain TypeScript an .astro module is a component of unknown props.
 */
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
