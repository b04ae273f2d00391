enum PlaceholderSpecModel {}
