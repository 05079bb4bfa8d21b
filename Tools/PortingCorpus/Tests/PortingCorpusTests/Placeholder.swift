import Testing
@Test("placeholder") func placeholder() { #expect(true) }
