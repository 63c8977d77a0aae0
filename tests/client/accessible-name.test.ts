import { describe, expect, it } from '@jest/globals';
import { nameWithVisibleText } from '../../client/ui/accessibleName.js';

describe('nameWithVisibleText (WCAG 2.5.3, label in name)', () => {
  it('keeps a label that already contains the visible text, whatever its case and punctuation', () => {
    expect(nameWithVisibleText('Re-mix', 'Re-mix mixture 12 as a new draft')).toBe('Re-mix mixture 12 as a new draft');
    expect(nameWithVisibleText('Neu mischen', 'Mischung 12 als neuen Entwurf neu mischen')).toBe(
      'Mischung 12 als neuen Entwurf neu mischen',
    );
    expect(nameWithVisibleText('PDF herunterladen', 'PDF herunterladen: Mischung 12')).toBe(
      'PDF herunterladen: Mischung 12',
    );
  });

  it('puts the visible text first when the translated label lost it (uk "Re-mix", "Details")', () => {
    expect(nameWithVisibleText('Змішати знову', 'Змішати суміш 12 знову як нову чернетку')).toBe(
      'Змішати знову: Змішати суміш 12 знову як нову чернетку',
    );
    expect(nameWithVisibleText('Докладніше', 'Дані користувача a@b.c')).toBe('Докладніше: Дані користувача a@b.c');
  });
});
