// A journey drives a real browser against a real server.
jest.setTimeout(120_000);
