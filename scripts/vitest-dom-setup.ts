import '@testing-library/jest-dom/vitest';
import { registerAdminIcons } from '../packages/ui/src/Icon/adminPaths';

// Screens and primitives are rendered alone here, without the admin's shell that registers its icons.
registerAdminIcons();
