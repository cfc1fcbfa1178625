// The early-taps script: built on its own as a small classic script (scripts/lib/early-taps.ts) and
// loaded `async` ahead of the app's modules by index.html, so it runs while they still load.
import { installEarlyTaps } from './install';

installEarlyTaps(document, window);
