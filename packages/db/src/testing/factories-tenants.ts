// Factories for the users-and-team tenants rows (issue 9); the shared ones are in ./factories.
export {};
