/** Google's one-tap prompt, loaded on demand (the shell renders it with lazyPart). */
export const loadGoogleOneTap = () => import('./google-one-tap.tsx').then((module) => module.GoogleOneTap);
