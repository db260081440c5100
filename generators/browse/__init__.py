"""Static dataset browser: ``python -m generators browse DATASET [--out DIR]``.

See :mod:`generators.browse.site` for the site's layout and :mod:`generators.browse.views` for
what a sample page shows.
"""
from generators.browse.site import BrowseError, SiteConfig, SiteReport, build_site

__all__ = ["BrowseError", "SiteConfig", "SiteReport", "build_site"]
