import { type Area, type Language, type PublicPageId, REGISTER_SLUG_ALIASES } from '@vedmarked/domain';
import { type LazyPage, lazyPage } from '../lib/lazy-page.ts';
import { localizedRoutes } from './public-routes.tsx';

type Page = LazyPage;
export interface AppRoute {
  path: string;
  /** Who may open it (the permission table of spec section 6). */
  area: Area;
  /** i18n key (common namespace) of the page title. */
  titleKey: string;
  page: Page;
  /** A public page's URL in one language (/en/firewood): the page shows in it (public-routes.tsx). */
  lang?: Language;
}

const Home = lazyPage(() => import('../features/storefront/pages/HomePage.tsx'));
// One lazy chunk for the four category pages; the page reads its category from the path.
const Category = lazyPage(() => import('../features/storefront/pages/CategoryPage.tsx'));
const CartPage = lazyPage(() => import('../features/checkout/pages/CartPage.tsx'));
const CheckoutPage = lazyPage(() => import('../features/checkout/pages/CheckoutPage.tsx'));
const PaymentPage = lazyPage(() => import('../features/checkout/pages/PaymentPage.tsx'));
const SuccessPage = lazyPage(() => import('../features/checkout/pages/SuccessPage.tsx'));
const OrdersPage = lazyPage(() => import('../features/orders/pages/OrdersPage.tsx'));
const OrderPage = lazyPage(() => import('../features/orders/pages/OrderPage.tsx'));
const auth = {
  Login: lazyPage(() => import('../features/auth/pages/LoginPage.tsx')),
  ForgotPassword: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage.tsx')),
  ResetPassword: lazyPage(() => import('../features/auth/pages/ResetPasswordPage.tsx')),
  MailConfirm: lazyPage(() => import('../features/auth/pages/MailConfirmPage.tsx')),
  ChangePassword: lazyPage(() => import('../features/auth/pages/ChangePasswordPage.tsx')),
  Logout: lazyPage(() => import('../features/auth/pages/LogoutPage.tsx')),
  Impersonate: lazyPage(() => import('../features/auth/pages/ImpersonatePage.tsx')),
  Register: lazyPage(() => import('../features/auth/pages/RegisterPage.tsx')),
};
const Profile = lazyPage(() => import('../features/profile/pages/ProfilePage.tsx'));
const CompanyProfile = lazyPage(() => import('../features/profile/pages/CompanyProfilePage.tsx'));
const admin = {
  Login: lazyPage(() => import('../features/admin/pages/AdminLoginPage.tsx')),
  Users: lazyPage(() => import('../features/admin/pages/AdminUsersPage.tsx')),
};
const NotFound = lazyPage(() => import('../components/ErrorPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const SupportInbox = lazyPage(() => import('../features/support/pages/SupportInboxPage.tsx'));
const ServerError = lazyPage(() => import('../components/ErrorPage.tsx').then((m) => ({ default: m.ServerErrorPage })));
// Forms, articles and static pages (features/content).
const About = lazyPage(() => import('../features/content/pages/AboutPage.tsx'));
const Help = lazyPage(() => import('../features/content/pages/HelpPage.tsx'));
const Jobs = lazyPage(() => import('../features/content/pages/JobsPage.tsx'));
const Faq = lazyPage(() => import('../features/content/pages/FaqPage.tsx'));
const Policy = lazyPage(() => import('../features/content/pages/LegalPage.tsx').then((m) => ({ default: m.PolicyPage })));
const Terms = lazyPage(() => import('../features/content/pages/LegalPage.tsx').then((m) => ({ default: m.TermsPage })));
const QuestionForm = lazyPage(() => import('../features/content/pages/QuestionFormPage.tsx'));
const DealerForm = lazyPage(() => import('../features/content/pages/DealerFormPage.tsx'));
const DealerSuccess = lazyPage(() => import('../features/content/pages/DealerSuccessPage.tsx'));
const Contact = lazyPage(() => import('../features/content/pages/ContactPage.tsx'));
const Articles = lazyPage(() => import('../features/content/pages/ArticlesPage.tsx'));
const Article = lazyPage(() => import('../features/content/pages/ArticlePage.tsx'));
// The industry market (features/market): the wholesaler's listings, the vendors' market.
const market = {
  Listings: lazyPage(() => import('../features/market/pages/ListingsPage.tsx')),
  Listing: lazyPage(() => import('../features/market/pages/ListingPage.tsx')),
  Market: lazyPage(() => import('../features/market/pages/MarketPage.tsx')),
  MarketListing: lazyPage(() => import('../features/market/pages/MarketListingPage.tsx')),
};
// Supplier information and the industry market (features/vendor-info).
const vendorInfo = {
  VendorInfo: lazyPage(() => import('../features/vendor-info/pages/VendorInfoPage.tsx')),
  VendorLanding: lazyPage(() => import('../features/vendor-info/pages/VendorLandingPage.tsx')),
  IndustryMarket: lazyPage(() => import('../features/vendor-info/pages/IndustryMarketPage.tsx')),
};

// The route desk (features/routes; issue 9).
const routes = {
  List: lazyPage(() => import('../features/routes/pages/RoutesPage.tsx')),
  Route: lazyPage(() => import('../features/routes/pages/RoutePage.tsx')),
};

/** The driver app (features/routes/driver; issue 9, item 6): phone first, in its own light layout. */
export const driverRoutes: AppRoute[] = [
  { path: '/driver', area: 'vendor', titleKey: 'page.driver', page: lazyPage(() => import('../features/routes/driver/pages/DriverPage.tsx')) },
];

/** The public pages (spec section 9's URLs in each language): their code, and their title. */
export const publicPages: Record<PublicPageId, { page: Page; titleKey: string }> = {
  home: { page: Home, titleKey: 'page.home' },
  lena: { page: Category, titleKey: 'category.firewood' },
  pellet: { page: Category, titleKey: 'category.pellet' },
  astilla: { page: Category, titleKey: 'category.wood-chips' },
  'hueso-de-aceituna': { page: Category, titleKey: 'category.olive-stones' },
  'vendor-info': { page: vendorInfo.VendorInfo, titleKey: 'page.vendor-info' },
  'vendor-landing': { page: vendorInfo.VendorLanding, titleKey: 'page.vendor-landing' },
  'industry-market': { page: vendorInfo.IndustryMarket, titleKey: 'page.industry-market' },
  about: { page: About, titleKey: 'page.about' },
  help: { page: Help, titleKey: 'page.help' },
  jobs: { page: Jobs, titleKey: 'page.jobs' },
  faq: { page: Faq, titleKey: 'page.faq' },
  contact: { page: Contact, titleKey: 'page.contact' },
  policy: { page: Policy, titleKey: 'page.policy' },
  terms: { page: Terms, titleKey: 'page.terms' },
  articles: { page: Articles, titleKey: 'page.articles' },
  article: { page: Article, titleKey: 'page.articles' },
};

/** Public, guest-only, customer and signed-in pages: shown in the shop layout. */
export const shopRoutes: AppRoute[] = [
  { path: '/', area: 'public', titleKey: 'page.home', page: Home },
  { path: '/home', area: 'public', titleKey: 'page.home', page: Home },
  { path: '/pellet', area: 'public', titleKey: 'category.pellet', page: Category },
  { path: '/lena', area: 'public', titleKey: 'category.firewood', page: Category },
  { path: '/astilla', area: 'public', titleKey: 'category.wood-chips', page: Category },
  { path: '/hueso-de-aceituna', area: 'public', titleKey: 'category.olive-stones', page: Category },
  { path: '/leverandor', area: 'public', titleKey: 'page.vendor-info', page: vendorInfo.VendorInfo },
  { path: '/vendor', area: 'public', titleKey: 'page.vendor-info', page: vendorInfo.VendorInfo },
  { path: '/pagina-vendedor', area: 'public', titleKey: 'page.vendor-landing', page: vendorInfo.VendorLanding },
  { path: '/bransjemarked', area: 'public', titleKey: 'page.industry-market', page: vendorInfo.IndustryMarket },
  { path: '/wholesaler', area: 'public', titleKey: 'page.industry-market', page: vendorInfo.IndustryMarket },
  { path: '/omoss', area: 'public', titleKey: 'page.about', page: About },
  { path: '/about-us', area: 'public', titleKey: 'page.about', page: About },
  { path: '/hjelp', area: 'public', titleKey: 'page.help', page: Help },
  { path: '/help', area: 'public', titleKey: 'page.help', page: Help },
  { path: '/stilling', area: 'public', titleKey: 'page.jobs', page: Jobs },
  { path: '/ildstedet', area: 'public', titleKey: 'page.dealer-form', page: DealerForm },
  { path: '/ildstedet-success', area: 'public', titleKey: 'page.dealer-form', page: DealerSuccess },
  { path: '/sporsmal', area: 'public', titleKey: 'page.faq', page: Faq },
  { path: '/faq', area: 'public', titleKey: 'page.faq', page: Faq },
  { path: '/question-form', area: 'public', titleKey: 'page.question-form', page: QuestionForm },
  { path: '/policy', area: 'public', titleKey: 'page.policy', page: Policy },
  { path: '/terms', area: 'public', titleKey: 'page.terms', page: Terms },
  { path: '/kontakt', area: 'public', titleKey: 'page.contact', page: Contact },
  { path: '/contactenos', area: 'public', titleKey: 'page.contact', page: Contact },
  { path: '/mail-confirm', area: 'public', titleKey: 'page.mail-confirm', page: auth.MailConfirm },
  { path: '/reset-password', area: 'public', titleKey: 'page.reset-password', page: auth.ResetPassword },
  { path: '/impersonate/:adminId/:userId', area: 'public', titleKey: 'page.impersonate', page: auth.Impersonate },
  { path: '/articles', area: 'public', titleKey: 'page.articles', page: Articles },
  { path: '/articles/:id', area: 'public', titleKey: 'page.articles', page: Article },
  { path: '/artikler', area: 'public', titleKey: 'page.articles', page: Articles },
  { path: '/artikler/:id', area: 'public', titleKey: 'page.articles', page: Article },
  { path: '/pages/errors/error-404', area: 'public', titleKey: 'page.not-found', page: NotFound },
  { path: '/pages/errors/error-500', area: 'public', titleKey: 'page.server-error', page: ServerError },

  { path: '/login', area: 'guestOnly', titleKey: 'page.login', page: auth.Login },
  { path: '/forgot-password', area: 'guestOnly', titleKey: 'page.forgot-password', page: auth.ForgotPassword },
  { path: '/admin/login', area: 'guestOnly', titleKey: 'page.admin-login', page: admin.Login },

  { path: '/profile', area: 'customer', titleKey: 'page.profile', page: Profile },
  { path: '/orders', area: 'customer', titleKey: 'page.orders', page: OrdersPage },
  { path: '/orders/:id', area: 'customer', titleKey: 'page.order', page: OrderPage },
  { path: '/dugnad', area: 'customer', titleKey: 'page.dugnads', page: lazyPage(() => import('../features/dugnad/pages/DugnadListPage.tsx')) },
  { path: '/dugnad/new', area: 'customer', titleKey: 'page.dugnad-new', page: lazyPage(() => import('../features/dugnad/pages/NewDugnadPage.tsx')) },
  { path: '/dugnad/:id', area: 'customer', titleKey: 'page.dugnad', page: lazyPage(() => import('../features/dugnad/pages/DugnadPage.tsx')) },

  { path: '/change-password', area: 'signedIn', titleKey: 'page.change-password', page: auth.ChangePassword },
  // Public: a guest who opens /logout is simply sent home (spec section 4).
  { path: '/logout', area: 'public', titleKey: 'page.logout', page: auth.Logout },
  { path: '/transporter', area: 'admin', titleKey: 'page.admin-transporter', page: admin.Users },
  // The public pages' URL in each language (/es/lena, /en/firewood, /no/ved…; decision 0041).
  ...localizedRoutes<Page>(publicPages).map((r) => ({ ...r, area: 'public' as const })),
];

/** Registration pages: /{role}-register and its named aliases (guest only). */
export const REGISTER_ALIASES: Record<string, string> = REGISTER_SLUG_ALIASES;
export const RegisterPage: Page = auth.Register;

/** Cart and checkout: guest or customer, in the checkout layout with its stepper. */
export const checkoutRoutes: AppRoute[] = [
  { path: '/cart', area: 'cart', titleKey: 'page.cart', page: CartPage },
  { path: '/checkout', area: 'checkout', titleKey: 'page.checkout', page: CheckoutPage },
  { path: '/checkout-payment', area: 'checkout', titleKey: 'page.checkout-payment', page: PaymentPage },
  { path: '/checkout-success', area: 'checkout', titleKey: 'page.checkout-success', page: SuccessPage },
];

/** The sandbox payment provider's hosted page: outside the shop's layouts, as a provider's page would be. */
export const SandboxPaymentPage: Page = lazyPage(() => import('../features/sandbox-pay/pages/SandboxPaymentPage.tsx'));

/** Dashboard pages, in the dashboard layout. */
export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    area: 'dashboard',
    titleKey: 'nav.dashboard',
    // The admin's console home (features/console), every other role's own home.
    page: lazyPage(async () => {
      const [{ dashboardHome }, role] = await Promise.all([
        import('../features/console/pages/DashboardHome.tsx'),
        import('../features/vendor-orders/pages/DashboardHomePage.tsx'),
      ]);
      return { default: dashboardHome(role.default) };
    }),
  },
  { path: '/dashboard/company', area: 'company', titleKey: 'nav.company', page: CompanyProfile },
  { path: '/dashboard/delivery', area: 'delivery', titleKey: 'nav.delivery', page: lazyPage(() => import('../features/delivery/pages/DeliveryPage.tsx')) },
  {
    path: '/dashboard/products',
    area: 'vendor',
    titleKey: 'nav.products',
    page: lazyPage(() => import('../features/vendor-products/pages/VendorProductsPage.tsx')),
  },
  {
    path: '/dashboard/product/:productId',
    area: 'vendor',
    titleKey: 'nav.product',
    page: lazyPage(() => import('../features/vendor-products/pages/VendorProductPage.tsx')),
  },
  { path: '/dashboard/products/:type', area: 'wholesaler', titleKey: 'nav.wholesale-products', page: market.Listings },
  { path: '/dashboard/product/:type/:productId', area: 'wholesaler', titleKey: 'nav.wholesale-product', page: market.Listing },
  {
    path: '/dashboard/customers',
    area: 'vendor',
    titleKey: 'nav.customers',
    page: lazyPage(() => import('../features/customers/pages/CustomersPage.tsx')),
  },
  {
    path: '/dashboard/customers/new',
    area: 'vendor',
    titleKey: 'nav.customers-new',
    page: lazyPage(() => import('../features/customers/pages/NewCustomerPage.tsx')),
  },
  {
    path: '/dashboard/customers/import',
    area: 'vendor',
    titleKey: 'nav.customers-import',
    page: lazyPage(() => import('../features/customers/pages/ImportCustomersPage.tsx')),
  },
  {
    path: '/dashboard/settlements',
    area: 'settlementsRead',
    titleKey: 'nav.settlements',
    page: lazyPage(() => import('../features/settlements/pages/SettlementsPage.tsx')),
  },
  {
    path: '/dashboard/settlements/:settlementId',
    area: 'settlementsRead',
    titleKey: 'nav.settlement',
    page: lazyPage(() => import('../features/settlements/pages/SettlementPage.tsx')),
  },
  { path: '/dashboard/welcome', area: 'wholesaler', titleKey: 'nav.welcome', page: lazyPage(() => import('../features/dashboard-home/pages/WelcomePage.tsx')) },
  { path: '/dashboard/orders', area: 'ordersPage', titleKey: 'nav.orders', page: lazyPage(() => import('./dashboard-orders.tsx')) },
  {
    path: '/dashboard/orders/:orderId',
    area: 'ordersPage',
    titleKey: 'nav.order',
    page: lazyPage(() => import('./dashboard-orders.tsx').then((m) => ({ default: m.DashboardOrderPage }))),
  },
  { path: '/dashboard/routes', area: 'vendor', titleKey: 'nav.routes', page: routes.List },
  { path: '/dashboard/routes/:routeId', area: 'vendor', titleKey: 'nav.route', page: routes.Route },
  {
    path: '/dashboard/transportation',
    area: 'transportation',
    titleKey: 'nav.transportation',
    page: lazyPage(() => import('../features/market-orders/pages/TransportationPage.tsx')),
  },
  {
    path: '/dashboard/transportation/:id',
    area: 'transportation',
    titleKey: 'nav.transportation-request',
    page: lazyPage(() => import('../features/market-orders/pages/TransportRequestPage.tsx')),
  },
  { path: '/dashboard/market', area: 'vendor', titleKey: 'nav.market', page: market.Market },
  { path: '/dashboard/market/product/:productId', area: 'vendor', titleKey: 'nav.market-product', page: market.MarketListing },
  {
    path: '/dashboard/market/order/:orderId',
    area: 'vendor',
    titleKey: 'nav.market-order',
    page: lazyPage(() => import('../features/market-orders/pages/MarketOrderPage.tsx')),
  },
  {
    path: '/dashboard/market/orders',
    area: 'vendor',
    titleKey: 'nav.market-orders',
    page: lazyPage(() => import('../features/market-orders/pages/VendorMarketOrdersPage.tsx')),
  },
  { path: '/dashboard/support', area: 'admin', titleKey: 'nav.support-inbox', page: SupportInbox },
  { path: '/dashboard/audit', area: 'admin', titleKey: 'nav.audit', page: lazyPage(() => import('../features/console/pages/AuditPage.tsx')) },
  { path: '/dashboard/vendors', area: 'admin', titleKey: 'nav.vendors', page: lazyPage(() => import('../features/console-orders/pages/AdminVendorsPage.tsx')) },
  {
    path: '/dashboard/settings',
    area: 'admin',
    titleKey: 'nav.platform-settings',
    page: lazyPage(() => import('../features/console-orders/pages/AdminSettingsPage.tsx')),
  },
];
