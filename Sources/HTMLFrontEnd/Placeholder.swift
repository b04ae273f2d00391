enum PlaceholderHTMLFrontEnd {}
