/** The seo module's front door: the public pages' HTML with their head, robots.txt and sitemap.xml (issue 21). */
export { default as publicPagesHttp } from './seo.http.ts';
