import './index.css';

/**
 * The app boots after the first frame: index.html's frame (header) paints first, then the app's
 * scripts run (on a cold visit they take the main thread for a few hundred milliseconds, and a
 * frame cannot paint while they run). rAF then a task: the task runs after that frame's paint. A
 * tab opened in the background draws no frames, so there the app boots at once.
 */
const boot = () => import('./boot');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(boot, 0));
else void boot();
