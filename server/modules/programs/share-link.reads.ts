import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { ProgramShareLink } from './share-link.entity.js';
import { isLive, openShareToken, sharePageUrl } from './share-link.token.js';

/** The program's link while it works (one per program), else null. */
export async function liveShareLink(em: EntityManager, programId: string): Promise<ProgramShareLink | null> {
  const link = await em.findOne(ProgramShareLink, { program: programId });
  return link && isLive(link) ? link : null;
}

/** The link's address, opened from its sealed token; null when JWT_SECRET changed since it was made. */
export function shareUrlOf(config: Pick<Config, 'jwtSecret' | 'appUrl'>, link: Pick<ProgramShareLink, 'tokenSealed'>) {
  const token = openShareToken(config.jwtSecret, link.tokenSealed);
  return token ? sharePageUrl(config.appUrl, token) : null;
}
