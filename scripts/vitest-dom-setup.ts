import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { registerAdminIcons } from '../packages/ui/src/Icon/adminPaths';

// Screens and primitives are rendered alone here, without the admin's shell that registers its icons.
registerAdminIcons();

// findBy… and waitFor wait for what they look for up to 10 s, not the library's 1 s: on a busy 2-core machine a
// render can take longer than that, and a test must wait for the event, not race a clock. (The projects' test
// timeout, 20 s, stays above it, so a wait that never ends fails on its own message.)
configure({ asyncUtilTimeout: 10_000 });
