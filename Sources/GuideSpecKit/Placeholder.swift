enum PlaceholderGuideSpecKit {}
