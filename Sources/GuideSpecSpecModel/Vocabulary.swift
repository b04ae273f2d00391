/// The shared vocabulary (platforms, operations, severities, formats…) is part of this module's API, so its users name
/// those types without importing the vocabulary themselves.
@_exported public import GuideSpecVocabulary
