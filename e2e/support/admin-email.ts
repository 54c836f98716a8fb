/** The server the specs use treats this address as the product's admin (ADMIN_EMAIL, spec §6)
 *  once its owner proves it. */
export const E2E_ADMIN_EMAIL = "admin@berkas-e2e.example.co.id";
