/** The content module's front door: the public forms (question, contact, dealer). It owns form_submissions. */
export { default as contentHttp } from './content.http.ts';
