// Factories for the users-and-team team rows (issue 9); the shared ones are in ./factories.
export {};
