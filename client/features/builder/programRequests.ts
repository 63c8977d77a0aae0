import type { ApolloClient } from '@apollo/client';
import type { PdfOptionsInput } from '../../../common/validation/program.js';
import { errorBody } from '../../app/errors.js';
import { GenerateSkinCareProgramPdfDocument } from '../../graphql/generateSkinCareProgramPdf.js';
import { SaveSkinCareProgramDocument, type SkinCareProgramInput } from '../../graphql/saveSkinCareProgram.js';

/** create: a new program; update: overwrite the saved one (same id, version checked); copy: "Save new", a new id. */
export type SaveMode = 'create' | 'update' | 'copy';

/** The PDF options without the program id (the program is saved first, which gives the id). */
export type PdfChoices = Omit<PdfOptionsInput, 'id'>;

export interface SavedProgram {
  id: string;
  version: number;
  number: string | null;
}

/**
 * The `Idempotency-Key`s of one user action (a Save, or a Generate PDF: its save and its PDF).
 * Every retry of the action sends the same ones, so the server stores it once even when an
 * answer was lost (docs: exactly-once creates).
 */
export interface ActionKeys {
  save: string;
  pdf: string | null;
}

/** A random UUID; also where `crypto.randomUUID` is missing (plain HTTP outside localhost is no secure context). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Fresh keys for a new action; `pdf` when it makes a PDF too. */
export function newActionKeys(pdf: boolean): ActionKeys {
  return { save: randomKey(), pdf: pdf ? randomKey() : null };
}

/** The header as the draft spells it: a structured-field string. */
const idempotencyContext = (key: string | null | undefined) =>
  key ? { headers: { 'Idempotency-Key': `"${key}"` } } : undefined;

/**
 * A failure worth sending again with the same keys: the database was unreachable (503; the save
 * may have been stored, the key finds it) or the same action is still running on the server.
 */
export function isRetryLater(error: unknown): boolean {
  const body = errorBody(error);
  return (
    body?.code === 'SERVICE_UNAVAILABLE' ||
    (body?.code === 'CONFLICT' && body.errorDataList[0]?.translationKey === 'ERROR_IDEMPOTENCY_KEY_IN_FLIGHT')
  );
}

/** The program as a save in `mode` sends it: create and copy go without id and version. */
export function programForMode(program: SkinCareProgramInput, mode: SaveMode): SkinCareProgramInput {
  return mode === 'update' ? program : { ...program, id: null, version: null };
}

/** Sends a save (the builder's Save, and a queued one when the network returns). Rejects on any failure. */
export async function sendSave(
  client: ApolloClient,
  program: SkinCareProgramInput,
  mode: SaveMode,
  key?: string,
): Promise<SavedProgram> {
  const { data } = await client.mutate({
    mutation: SaveSkinCareProgramDocument,
    variables: { program: programForMode(program, mode), saveAsNew: false },
    context: idempotencyContext(key),
  });
  const saved = data?.saveSkinCareProgram;
  if (!saved) throw new Error('The save returned no program');
  return { id: saved.id, version: saved.version, number: saved.number };
}

/** Generates the PDF of a saved program; resolves with its id. Rejects on any failure. */
export async function sendPdf(
  client: ApolloClient,
  programId: string,
  choices: PdfChoices,
  key?: string | null,
): Promise<string> {
  const { data } = await client.mutate({
    mutation: GenerateSkinCareProgramPdfDocument,
    variables: { options: { ...choices, id: programId } },
    context: idempotencyContext(key),
  });
  const pdfId = data?.generateSkinCareProgramPdf.pdfId;
  if (!pdfId) throw new Error('The PDF generation returned no id');
  return pdfId;
}
