import { Entity } from 'typeorm';
import { SignInAccount } from '../accounts/sign-in-account.js';

/** An admin of the console (/admin). */
@Entity({ name: 'admin_users' })
export class AdminUser extends SignInAccount {}
