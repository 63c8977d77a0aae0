import { describe, expect, test } from '@jest/globals';
import {
  optionalText,
  requiredText,
  strictObject,
  validationErrorList,
  withoutControlCharacters,
} from '../../common/validation/index.js';
import * as yup from 'yup';

const schema = strictObject({
  name: optionalText(),
  comment: optionalText(2000, 'multi'),
  key: requiredText(),
  extra: withoutControlCharacters(yup.string()),
});

async function errors(value: Record<string, unknown>) {
  try {
    await schema.validate({ key: 'K', ...value }, { abortEarly: false, stripUnknown: false });
    return [];
  } catch (e) {
    return validationErrorList(e as yup.ValidationError);
  }
}

describe('control characters in texts', () => {
  test.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f', '\u0080', '\u009f'])(
    '%j is refused in one-line and multi-line texts',
    async (c) => {
      expect(await errors({ name: `a${c}b`, comment: `a${c}b`, extra: c })).toEqual([
        { translationKey: 'VALIDATION_CONTROL_CHARACTERS', param: 'name' },
        { translationKey: 'VALIDATION_CONTROL_CHARACTERS', param: 'comment' },
        { translationKey: 'VALIDATION_CONTROL_CHARACTERS', param: 'extra' },
      ]);
    },
  );

  test.each(['\n', '\r', '\t'])('%j only in multi-line texts', async (c) => {
    expect(await errors({ name: `a${c}b` })).toEqual([
      { translationKey: 'VALIDATION_CONTROL_CHARACTERS', param: 'name' },
    ]);
    expect(await errors({ comment: `a${c}b` })).toEqual([]);
  });

  test('ordinary texts pass, in any script, with emoji and non-breaking spaces', async () => {
    expect(await errors({ name: 'Zoë Łukasiewicz-Müller 😊\u00a0Ltd', comment: 'Текст\n— “quoted”' })).toEqual([]);
  });
});
