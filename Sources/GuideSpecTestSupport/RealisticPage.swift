/// Wraps rendered guide HTML the way a documentation site publishes it: a head full of assets, a header
/// with navigation, a sidebar with its own headings and lists, a footer and trailing scripts.
public func wrapInRealisticPage(body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Gamebase &gt; Developer's Guide</title>
    <link rel="stylesheet" href="/static/site.css">
    <style>
    .sidebar h2 { font-size: 1.1em; } p > code { color: #c7254e; }
    body::before { content: "<p>not content</p>"; }
    </style>
    <script>
    window.dataLayer = window.dataLayer || [];
    const banner = '<div class="banner"><h1>Fake heading</h1><p>Fake paragraph</p></div>';
    if (1 < 2 && banner.length > 0) { document.write("<table><tr><td>x</td></tr></table>"); }
    </script>
    </head>
    <body class="docs-page">
    <header class="site-header">
    <a class="logo" href="/"><img src="/logo.png" alt="NHN Cloud"></a>
    <nav class="top-nav">
    <ul>
    <li><a href="/en/">Home</a></li>
    <li><a href="/en/Game/">Game</a></li>
    <li><a href="/en/Game/Gamebase/">Gamebase</a></li>
    </ul>
    </nav>
    <h1>NHN Cloud Documentation</h1>
    </header>
    <div class="layout">
    <aside class="sidebar">
    <h2>Gamebase</h2>
    <ul>
    <li><a href="Overview">Overview</a></li>
    <li>Android SDK
    <ul>
    <li><a href="aos-started">Getting Started</a></li>
    <li><a href="aos-purchase">Purchase</a></li>
    </ul>
    </li>
    </ul>
    <h3>Related</h3>
    <p>Ask the <a href="/support">support team</a>.</p>
    </aside>
    <div id="toc-panel"><h4>On this page</h4><ol><li>Introduction</li></ol></div>
    <main id="content">
    <div class="breadcrumbs"><a href="/">Home</a> &gt; <a href="/en/Game/">Game</a></div>
    <article class="markdown-body">
    \(body)
    </article>
    </main>
    </div>
    <footer class="site-footer">
    <h2>NHN Cloud</h2>
    <p>© NHN Cloud Corp. All rights reserved.</p>
    <table><tr><th>Contact</th></tr><tr><td>support@nhncloud.com</td></tr></table>
    </footer>
    <noscript><p>Enable JavaScript for search.</p></noscript>
    <template id="search-result"><h2 class="title"></h2><p class="snippet"></p></template>
    <form class="search" action="/search"><input type="text" name="q"><label>Search the guides</label></form>
    <script src="/static/site.js"></script>
    <script>
    document.querySelectorAll('pre code').forEach(function (block) { block.innerHTML = block.innerHTML + '<span class="copy">Copy</span>'; });
    </script>
    </body>
    </html>
    """
}
