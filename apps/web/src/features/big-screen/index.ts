// Nothing of the big screens is used by other features; their screens are loaded by the routes table.
export {};
