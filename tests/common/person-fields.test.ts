import { describe, expect, it } from '@jest/globals';
import { NEW_BASE_SUGGESTION } from '../../common/catalogue-admin.js';
import {
  FALLBACK_EXEMPT_LOCALES,
  UNREMOVABLE_SYSTEM_LOCALES,
  isUnremovableSystemLocale,
} from '../../common/locales.js';
import { PERSON_FIELDS } from '../../common/person.js';
import {
  adminCreateSchema,
  adminUpdateSchema,
  candidateSchema,
  localAdminCreateSchema,
  localAdminUpdateSchema,
  managedUserCreateSchema,
  managedUserEditSchema,
  managedUserUpdateSchema,
  personDetailsFields,
  userDetailsSchema,
} from '../../common/validation/index.js';
import { strictObject } from '../../common/validation/fields.js';
import { DEFAULT_BASE_SUGGESTION } from '../../common/volume.js';

/** Every schema that holds a person. */
const SCHEMAS: Record<string, { describe(): { fields: Record<string, unknown> } }> = {
  userDetailsSchema,
  candidateSchema,
  managedUserCreateSchema,
  managedUserEditSchema,
  managedUserUpdateSchema,
  localAdminCreateSchema,
  localAdminUpdateSchema,
  adminCreateSchema,
  adminUpdateSchema,
};

describe('the person fields', () => {
  const reference = strictObject(personDetailsFields()).describe().fields;

  it('are the names common/person.ts lists', () => {
    expect(Object.keys(reference)).toEqual([...PERSON_FIELDS]);
  });

  it.each(Object.keys(SCHEMAS))('%s checks them by the one shared spread', (name) => {
    const fields = SCHEMAS[name]!.describe().fields;
    for (const field of PERSON_FIELDS) expect([name, field, fields[field]]).toEqual([name, field, reference[field]]);
  });
});

describe('rules of their own', () => {
  it('the product form adds the base suggestion defaults of DESIGN.md', () => {
    expect(NEW_BASE_SUGGESTION).toBe(DEFAULT_BASE_SUGGESTION);
    expect(DEFAULT_BASE_SUGGESTION).toEqual({
      baseSize: 44,
      increment: 0.5,
      maxVolumeSuggestion: 50,
      recommendedInput: 1,
    });
  });

  it('en_GB and de_DE stay system languages, a constant apart from the fallback rule', () => {
    expect(UNREMOVABLE_SYSTEM_LOCALES).not.toBe(FALLBACK_EXEMPT_LOCALES);
    expect(['en_GB', 'de_DE', 'pl_PL', 'pt_PT'].filter(isUnremovableSystemLocale)).toEqual(['en_GB', 'de_DE']);
  });
});
