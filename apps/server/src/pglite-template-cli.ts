import { makePgliteTemplate, pgliteTemplatePath } from './platform/pglite-template';

// Run by the build in a process of its own, so the memory initdb takes is returned when it exits (ADR 0059).
if (await makePgliteTemplate()) process.stdout.write(`embedded database template made: ${pgliteTemplatePath()}\n`);
