// How the catalogue is read a page at a time (listItems' limit and nextToken), for the API, the
// storefront's lists and the publisher alike.

/** Items per API page: at most this many (AppSync answers at most 1 MB), this many by default. */
export const CATALOGUE_PAGE_MAX = 100;

/**
 * Cards per page on the storefront's lists (/all-courses, /all-plannings and the landing's course
 * and planning sections): a visitor's first screen and a bit more at every width (1, 2, 3 or 4
 * columns of the grid all divide 12), and what the published HTML of those pages shows. "Ver más"
 * reads the next page.
 */
export const STOREFRONT_PAGE_SIZE = 12;
