import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.js';
import { RequireAdmin, RequireCatalogueEditor, RequireLocalAdmin, RequireTranslator, RequireUser } from './guards.js';
import { lazyPage } from './lazyPage.js';
import { NotFoundPage } from './NotFoundPage.js';

/*
 * The route table. Paths are relative to the root layout ('/'). Later features add their routes
 * to the array of the guard they need, lazily:
 *
 *   userRoutes.push({ path: 'user/my-mixtures',
 *     element: lazyPage(() => import('../features/mixtures/MyMixturesPage.js').then((m) => m.MyMixturesPage)) });
 *
 * (or edit the arrays below). A menu entry in `menu.ts` appears once its path has a route.
 * Every route under RequireUser has Apollo (ApolloProvider) around it; public routes do not
 * and talk to the server through `graphqlRequest` / `sessionRequest` (decision 065).
 */

/** Open to everyone. The login route is part of the main bundle; the rest load lazily. */
export const publicRoutes: RouteObject[] = [
  { path: 'auth', element: <LoginPage /> },
  {
    path: 'user/forgotten-password/:token',
    element: lazyPage(() => import('../features/auth/ForgottenPasswordPage.js').then((m) => m.ForgottenPasswordPage)),
  },
  {
    path: 'candidate/register',
    element: lazyPage(() =>
      import('../features/candidate/RegisterCandidatePage.js').then((m) => m.RegisterCandidatePage),
    ),
  },
  {
    // legal/<kind>-<lang>.html: the addresses of the former static documents, kept for links out there.
    path: 'legal/:document',
    element: lazyPage(() => import('../features/legal/LegalPage.js').then((m) => m.LegalPage)),
  },
  {
    // A program's page for its client (decision 067): the server answers 404 for a dead link itself.
    path: 'shared/:token',
    element: lazyPage(() => import('../features/shared/SharedProgramPage.js').then((m) => m.SharedProgramPage)),
  },
  {
    path: 'candidate/confirm',
    element: lazyPage(() =>
      import('../features/candidate/ConfirmCandidatePage.js').then((m) => m.ConfirmCandidatePage),
    ),
  },
];

/** Logged-in users of any role. */
export const userRoutes: RouteObject[] = [
  { index: true, element: lazyPage(() => import('../features/home/HomePage.js').then((m) => m.HomePage)) },
  {
    path: 'knowledge/products',
    element: lazyPage(() =>
      import('../features/knowledge/KnowledgeProductsPage.js').then((m) => m.KnowledgeProductsPage),
    ),
  },
  {
    path: 'knowledge/indicators',
    element: lazyPage(() =>
      import('../features/knowledge/KnowledgeIndicatorsPage.js').then((m) => m.KnowledgeIndicatorsPage),
    ),
  },
  {
    path: 'knowledge/incis',
    element: lazyPage(() => import('../features/knowledge/KnowledgeIncisPage.js').then((m) => m.KnowledgeIncisPage)),
  },
  {
    path: 'formula',
    element: lazyPage(() => import('../features/builder/BuilderPage.js').then((m) => m.BuilderPage)),
  },
  {
    path: 'user/my-mixtures',
    element: lazyPage(() => import('../features/mixtures/MyMixturesPage.js').then((m) => m.MyMixturesPage)),
  },
  {
    path: 'user/my-account',
    element: lazyPage(() => import('../features/account/MyAccountPage.js').then((m) => m.MyAccountPage)),
  },
];

/** LOCAL_ADMIN and ADMIN. */
export const localAdminRoutes: RouteObject[] = [
  {
    path: 'local-admin/candidates',
    element: lazyPage(() => import('../features/local-admin/CandidatesPage.js').then((m) => m.CandidatesPage)),
  },
  {
    path: 'local-admin/registered-users',
    element: lazyPage(() =>
      import('../features/local-admin/RegisteredUsersPage.js').then((m) => m.RegisteredUsersPage),
    ),
  },
  {
    path: 'local-admin/available-products',
    element: lazyPage(() =>
      import('../features/local-admin/RegionProductsPage.js').then((m) => m.AvailableProductsPage),
    ),
  },
  {
    path: 'local-admin/disallowed-products',
    element: lazyPage(() =>
      import('../features/local-admin/RegionProductsPage.js').then((m) => m.DisallowedProductsPage),
    ),
  },
];

/** ADMIN and CONTENT_EDITOR: the catalogue back office. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'admin/products',
    element: lazyPage(() => import('../features/catalogue-admin/ProductsPage.js').then((m) => m.ProductsPage)),
  },
  {
    path: 'admin/edit/products',
    element: lazyPage(() =>
      import('../features/catalogue-admin/CatalogueEntryFormPage.js').then((m) => m.ProductFormPage),
    ),
  },
  {
    path: 'admin/indicators',
    element: lazyPage(() => import('../features/catalogue-admin/IndicatorsPage.js').then((m) => m.IndicatorsPage)),
  },
  {
    path: 'admin/edit/indicators',
    element: lazyPage(() =>
      import('../features/catalogue-admin/CatalogueEntryFormPage.js').then((m) => m.IndicatorFormPage),
    ),
  },
  {
    path: 'admin/evaluations',
    element: lazyPage(() => import('../features/catalogue-admin/EvaluationsPage.js').then((m) => m.EvaluationsPage)),
  },
  {
    path: 'admin/available',
    element: lazyPage(() => import('../features/catalogue-admin/MatricesPage.js').then((m) => m.AvailableMatrixPage)),
  },
  {
    path: 'admin/disallowed',
    element: lazyPage(() => import('../features/catalogue-admin/MatricesPage.js').then((m) => m.DisallowedMatrixPage)),
  },
  {
    path: 'admin/inci-management',
    element: lazyPage(() =>
      import('../features/catalogue-admin/InciManagementPage.js').then((m) => m.InciManagementPage),
    ),
  },
  {
    path: 'admin/combination-rules',
    element: lazyPage(() =>
      import('../features/combinations-admin/CombinationRulesPage.js').then((m) => m.CombinationRulesPage),
    ),
  },
];

/** LOCAL_ADMIN, ADMIN and CONTENT_EDITOR: the translation administration (Local Admin menu). */
export const translatorRoutes: RouteObject[] = [
  {
    path: 'local-admin/translate',
    element: lazyPage(() => import('../features/translations/TranslatePage.js').then((m) => m.TranslatePage)),
  },
  {
    path: 'local-admin/demo',
    element: lazyPage(() => import('../features/translations/DemoTextsPage.js').then((m) => m.DemoTextsPage)),
  },
];

/** ADMIN only. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/audit',
    element: lazyPage(() => import('../features/audit/AuditPage.js').then((m) => m.AuditPage)),
  },
  {
    path: 'admin/local-admins',
    element: lazyPage(() => import('../features/admin/accounts/AdminAccountsPage.js').then((m) => m.LocalAdminsPage)),
  },
  {
    path: 'admin/admins',
    element: lazyPage(() => import('../features/admin/accounts/AdminAccountsPage.js').then((m) => m.AdminsPage)),
  },
  {
    path: 'admin/regions',
    element: lazyPage(() => import('../features/admin/regions/RegionsPage.js').then((m) => m.RegionsPage)),
  },
  {
    path: 'admin/languages',
    element: lazyPage(() => import('../features/admin/languages/LanguagesPage.js').then((m) => m.LanguagesPage)),
  },
  {
    // GET /graphql from a browser: the server answers the app, which opens GraphiQL here.
    path: 'graphql',
    element: lazyPage(() => import('../features/explorer/GraphqlExplorerPage.js').then((m) => m.GraphqlExplorerPage)),
  },
  {
    path: 'admin/api-keys',
    element: lazyPage(() => import('../features/admin/api-keys/ApiKeysPage.js').then((m) => m.ApiKeysPage)),
  },
];

/** The forced password change: needs a login, and is the one page open while it is pending. */
const resetPasswordRoute: RouteObject = {
  path: 'auth/reset-password',
  element: <RequireUser />,
  children: [
    {
      index: true,
      element: lazyPage(() => import('../features/auth/ResetPasswordPage.js').then((m) => m.ResetPasswordPage)),
    },
  ],
};

/** Provides Apollo to the logged-in screens; a chunk of its own, so the login route stays small. */
const apolloOutlet = lazyPage(() => import('./ApolloScope.js').then((m) => m.ApolloOutlet));

/** The children of the root layout route, guards included. */
export function appRoutes(): RouteObject[] {
  return [
    ...publicRoutes,
    resetPasswordRoute,
    {
      element: <RequireUser />,
      children: [
        {
          element: apolloOutlet,
          children: [
            ...userRoutes,
            { element: <RequireLocalAdmin />, children: localAdminRoutes },
            { element: <RequireCatalogueEditor />, children: catalogueRoutes },
            { element: <RequireTranslator />, children: translatorRoutes },
            { element: <RequireAdmin />, children: adminRoutes },
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
