import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, HAS_CHROMIUM, SKIP_REASON, login, text } from './support.js';

test.skip(!HAS_CHROMIUM && process.env.CI !== 'true', SKIP_REASON);
// The offline builder is the service worker's (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const t = (key: string) => text(key, 'en_GB');

test('offline on a device that never opened the builder: the banner and the conditions say there is no catalogue here', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await login(page, 'user.uk@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
  );

  await context.setOffline(true);
  await page.goto('/formula?stage=CONDITIONS&newSkinCareProgram=true');
  await expect(page.getByRole('heading', { level: 1, name: t('BUILDER_TITLE') })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(t('OFFLINE_BANNER_TITLE'));
  // No promise of a catalogue kept on this device, which has none.
  await expect(banner).toContainText(t('OFFLINE_BANNER_TEXT_NO_CATALOGUE'));
  await expect(banner).not.toContainText(t('OFFLINE_BANNER_TEXT'));
  const choose = page.getByRole('region', { name: t('BUILDER_CONDITIONS_CHOOSE'), exact: true });
  await expect(choose).toContainText(t('BUILDER_CATALOGUE_NOT_ON_DEVICE'));
  await expect(page.locator('.indicator-toggle')).toHaveCount(0);

  // Back online, the conditions come (and the device keeps them from now on).
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('.indicator-toggle').first()).toBeVisible({ timeout: 30_000 });
  await expect(choose).not.toContainText(t('BUILDER_CATALOGUE_NOT_ON_DEVICE'));
  await expect(banner).toBeEmpty();
});
