/**
 * For the long bands of the public pages (the sections): the browser skips their style, layout
 * and paint while they are off screen and renders them as they come near (`content-visibility:
 * auto`), so the first paint and the work after it are about the first screen, not the whole
 * page. Until a band has been rendered once it counts as 720 px tall; from then on, as tall as
 * it was (`auto`). Such a band clips what overflows it (paint containment): keep shadows and
 * decorations inside its padding. Not for bands whose background differs from the page's (the
 * CTA bands, the footer): axe, which checks colour contrast against what is rendered, would
 * see their light text on the page's background while they are skipped.
 */
export const offscreenBandSx = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
} as const;
