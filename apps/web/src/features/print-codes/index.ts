// Nothing of code printing is used by other features; its screens are loaded by the routes table.
export {};
