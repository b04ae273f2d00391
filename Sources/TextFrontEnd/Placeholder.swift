enum PlaceholderTextFrontEnd {}
