/** Entries per page of the audit log: the loader asks for this many, the page counts its pages by it. */
export const AUDIT_PAGE = 50;
