import { setFlagsFromString } from 'node:v8';

/**
 * The render workers' young-generation semi-space, in MiB. A two-page render allocates far more
 * than V8's default 16 MiB holds, so objects the render was still using were copied by every
 * scavenge, a sixth of its time; at 32 MiB scavenging costs a third less (its longest pause two
 * thirds less) for about 26 MiB more memory.
 */
export const RENDER_SEMI_SPACE_MB = 32;

/**
 * Sets V8 for rendering before any render worker starts (V8's flags are the process's, not a
 * thread's). A full mark-compact of a render worker's heap makes V8 drop optimised code that
 * held on to objects of earlier documents, and the next two or three renders cost 2-4 times their
 * CPU while it compiles again. Measured over 200 two-page renders of different resumes, a full
 * collection came every 30-40 renders; with both flags, none after the warm-up:
 * - no allocation-site pretenuring: V8 sees a render's objects (document tree, pages, glyph runs)
 *   outlive a scavenge or two and allocates them straight into the old generation, where they die
 *   with the render and only a full collection frees them. Request handling keeps little alive.
 * - no memory reducer for isolates created from now on (the workers; V8 decides it when an isolate
 *   starts): after a few idle seconds it runs full collections to give memory back, which a render
 *   worker needs again at its next export. It gave little back: a process with one render worker
 *   held 359 MB a minute after 150 exports with it, 349 MB without.
 */
export function tuneHeapForRendering(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
  setFlagsFromString('--no-memory-reducer');
}
