#!/usr/bin/env node
// The `crm` executable: TypeScript runs through tsx's loader, the same way as `npm run crm`.
// The project's tsconfig is named explicitly: tsx would otherwise look in the caller's directory
// and compile the Ink views without the automatic JSX runtime.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./main.ts');
