/** A link of the shop's menus: the path and its label's key in the common namespace. */
export interface MenuLink {
  to: string;
  key: string;
}

/** The fuel categories: the top bar's menu from 960 px. */
export const CATEGORY_LINKS: readonly MenuLink[] = [
  { to: '/lena', key: 'category.firewood' },
  { to: '/pellet', key: 'category.pellet' },
  { to: '/astilla', key: 'category.wood-chips' },
  { to: '/hueso-de-aceituna', key: 'category.olive-stones' },
];

export const ARTICLES_LINK: MenuLink = { to: '/articles', key: 'page.articles' };

/** The side drawer's menu below 960 px (and the footer's first column without the contact page). */
export const MAIN_MENU: readonly MenuLink[] = [...CATEGORY_LINKS, ARTICLES_LINK, { to: '/kontakt', key: 'page.contact' }];
