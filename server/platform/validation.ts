import { ValidationError, type AnySchema, type InferType } from 'yup';
import { oversized, validationErrorList } from '../../common/validation/index.js';
import { badRequest, invalid } from './errors.js';

/**
 * Validates an input with a schema of common/validation (the same one the client's Formik
 * uses) and returns the cast value; any failure becomes a 400 with one entry per field.
 */
export async function validate<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest();
  // Sizes first (lists, strict texts): 25,000 lines are refused without validating one of them.
  const tooLarge = oversized(schema, value);
  if (tooLarge.length > 0) throw invalid(tooLarge);
  try {
    // No stack traces: a refusal is answered, never logged, and capturing one per failed field
    // costs more than the check itself.
    return (await schema.validate(value, {
      abortEarly: false,
      stripUnknown: false,
      disableStackTrace: true,
    })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(validationErrorList(error));
    throw error;
  }
}
