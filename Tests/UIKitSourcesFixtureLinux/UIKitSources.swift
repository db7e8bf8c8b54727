// The iOS-style sources this target compiles, rewritten by the UIKitSources plugin:
// uikit-sources: ../UIKitSourcesFixture
