enum PlaceholderExtractors {}
