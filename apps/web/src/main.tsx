import './index.css';

/**
 * The app runs after the first frame: index.html's frame (header) paints first, then the app's
 * code is fetched and evaluated and React renders (on a cold visit that holds the main thread for
 * a few hundred milliseconds, and no frame paints meanwhile). Preloading that code from index.html
 * was measured too: it brought the paint back to where an eager boot has it and made the app no
 * sooner interactive on localhost. rAF then a task: the task runs after that frame's paint. A tab
 * opened in the background draws no frames, so there the app runs at once.
 */
const boot = () => import('./boot');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(boot, 0));
else void boot();
