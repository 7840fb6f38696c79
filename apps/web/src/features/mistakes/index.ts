// Nothing of the mistake book is used by other features; its screen is loaded by the routes table.
export {};
