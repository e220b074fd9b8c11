export { NoticesSection } from './NoticesSection.js';
export { noticeAdminCalls, type NoticeAdminCalls } from './notice-admin-calls.js';
