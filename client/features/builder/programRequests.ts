import type { ApolloClient } from '@apollo/client';
import type { PdfOptionsInput } from '../../../common/validation/program.js';
import { GenerateSkinCareProgramPdfDocument, SaveSkinCareProgramDocument, type SkinCareProgramInput } from '../../graphql/graphql.js';

/** create: a new program; update: overwrite the saved one (same id, version checked); copy: "Save new", a new id. */
export type SaveMode = 'create' | 'update' | 'copy';

/** The PDF options without the program id (the program is saved first, which gives the id). */
export type PdfChoices = Omit<PdfOptionsInput, 'id'>;

export interface SavedProgram {
  id: string;
  version: number;
  number: string | null;
}

/** The program as a save in `mode` sends it: create and copy go without id and version. */
export function programForMode(program: SkinCareProgramInput, mode: SaveMode): SkinCareProgramInput {
  return mode === 'update' ? program : { ...program, id: null, version: null };
}

/** Sends a save (the builder's Save, and a queued one when the network returns). Rejects on any failure. */
export async function sendSave(client: ApolloClient, program: SkinCareProgramInput, mode: SaveMode): Promise<SavedProgram> {
  const { data } = await client.mutate({
    mutation: SaveSkinCareProgramDocument,
    variables: { program: programForMode(program, mode), saveAsNew: false },
  });
  const saved = data?.saveSkinCareProgram;
  if (!saved) throw new Error('The save returned no program');
  return { id: saved.id, version: saved.version, number: saved.number };
}

/** Generates the PDF of a saved program; resolves with its id. Rejects on any failure. */
export async function sendPdf(client: ApolloClient, programId: string, choices: PdfChoices): Promise<string> {
  const { data } = await client.mutate({ mutation: GenerateSkinCareProgramPdfDocument, variables: { options: { ...choices, id: programId } } });
  const pdfId = data?.generateSkinCareProgramPdf.pdfId;
  if (!pdfId) throw new Error('The PDF generation returned no id');
  return pdfId;
}
