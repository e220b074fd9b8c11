// Marks the suites of the api-mysql jest project: the harness then runs them on TEST_MYSQL_URL.
process.env.HW_TEST_DB = 'mysql';
