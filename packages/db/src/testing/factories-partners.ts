// Factories for the users-and-team partners rows (issue 9); the shared ones are in ./factories.
export {};
