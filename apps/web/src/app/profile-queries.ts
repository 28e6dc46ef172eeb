/**
 * The profiles feature's queries, loaded when a member's session or a profile page needs them: a
 * visitor's first page carries none of their code (the profile's checks are the bulk of it).
 */
export const loadProfileQueries = () => import('@/features/profiles/api/get-profile');
