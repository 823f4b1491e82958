// Where the member's records live ("Mis marcas"), for the links that lead there.
export const RECORDS_PATH = '/my-records';
