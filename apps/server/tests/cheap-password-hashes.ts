import { hashPasswordsCheaplyInTests } from '../src/modules/credentials';

// The API and browser suites' setup file: passwords hashed at argon2's least cost in this process
// (passwords.ts says why; the shop's own cost is checked by passwords.test.ts).
hashPasswordsCheaplyInTests();
