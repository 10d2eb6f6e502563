import { options } from 'preact';

// Effects run on the next task rather than the next frame: jsdom has no frames, and a frame callback left
// waiting when a test file ends would run after its window is gone.
options.requestAnimationFrame = (callback: () => void) => {
  setTimeout(callback, 0);
};
