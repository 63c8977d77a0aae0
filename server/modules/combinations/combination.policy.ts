import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Ctx } from '../../platform/context.js';
import { requireCatalogueEditor } from '../catalogue/catalogue.policy.js';
import { viewOf, type CatalogueView } from '../catalogue/snapshot/catalogue-visibility.js';

/** Who may do what with combination rules: they are catalogue data. */

/** The rules are edited by whoever edits the catalogue (ADMIN and CONTENT_EDITOR). */
export function requireCombinationEditor(ctx: Ctx): AuthUser {
  return requireCatalogueEditor(ctx);
}

/**
 * The rules are read by whoever reads the catalogue (every role, API keys), and only between
 * products the caller sees (staff see disabled ones too).
 */
export function requireCombinationReader(ctx: Ctx): CatalogueView {
  return viewOf(ctx);
}
