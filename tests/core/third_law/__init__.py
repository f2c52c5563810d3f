"""A test-only rules package: rules a third lake's law adds, written as they would stand in
core/rules/, registered by the tests that need them (core/rules/table.register)."""
