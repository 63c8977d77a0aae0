import { fromWire } from '../../platform/rest-shapes.js';

/** What a program's GET shows but a save never writes (the server sets them): ignored when posted back. */
const PROGRAM_READ_ONLY = ['pdfId', 'createdDate', 'modifiedDate', 'number'] as const;

/** POST /secured/api/skincareprogram: the body as the program service's input. */
export const programFromRest = (body: unknown): unknown => fromWire(body, { readOnly: PROGRAM_READ_ONLY });
