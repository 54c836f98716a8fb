/** Ids are UUIDs; anything else names nothing, and is not sent to the database to fail there. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
