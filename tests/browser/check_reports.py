#!/usr/bin/env python3
"""Opens every examiner's report of an output tree in headless Chromium and checks what a person
would see:

- each page loads without a console error;
- each chain picture has one estate box (`rect.node`) per node of that tract and estate type in
  the package's estate graph (api/packages/<id>/estate-graph.json), and as many as it says;
- every link resolves: a file link to a file that exists in the tree, an anchor to an element
  of the page;
- a screenshot of each page is written to the screenshot folder.

    /usr/bin/python3 tests/browser/check_reports.py OUT SCREENSHOT_DIR

Needs Debian's chromium, chromium-driver and python3-selenium (.ci/run installs them). Exits 1
with one line per failure, 0 when every page passes."""
import collections
import json
import os
import sys
from urllib.parse import unquote, urlparse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def graph_counts(out, package_id):
    """Nodes per (tract, estate type) in the package's estate graph."""
    path = os.path.join(out, "api", "packages", package_id, "estate-graph.json")
    with open(path, encoding="utf-8") as f:
        graph = json.load(f)
    counts = collections.Counter()
    for node in graph["dag"]["nodes"]:
        counts[(node["tract_id"], node["estate_type"])] += 1
    return counts


def check_links(driver, page_path, failures):
    ids = {e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, "[id]")}
    folder = os.path.dirname(page_path)
    # The attribute as written: an SVG link's href property is an object, not a string.
    for link in driver.find_elements(By.CSS_SELECTOR, "a[href]"):
        href = link.get_dom_attribute("href") or ""
        parsed = urlparse(href)
        if parsed.scheme or parsed.netloc:
            failures.append(f"{page_path}: link {href} leaves the output folder")
        elif not parsed.path:
            if unquote(parsed.fragment) not in ids:
                failures.append(f"{page_path}: anchor #{parsed.fragment} has no element")
        else:
            target = os.path.normpath(os.path.join(folder, unquote(parsed.path)))
            if not os.path.isfile(target):
                failures.append(f"{page_path}: link {href} to {target}, which does not exist")


def main():
    out, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    report = os.path.join(out, "report")
    os.makedirs(shots, exist_ok=True)
    pages = sorted(p for p in os.listdir(report) if p.endswith(".html"))
    failures = []
    if "index.html" not in pages:
        failures.append(f"{report}: no index.html")
    driver = browser()
    checked_pictures = 0
    try:
        for name in pages:
            path = os.path.join(report, name)
            driver.get("file://" + path)
            for entry in driver.get_log("browser"):
                if entry.get("level") == "SEVERE":
                    failures.append(f"{path}: console error: {entry.get('message')}")
            check_links(driver, path, failures)
            if name != "index.html":
                counts = graph_counts(out, name[: -len(".html")])
                pictures = driver.find_elements(By.CSS_SELECTOR, "div.picture")
                drawn = collections.Counter()
                for picture in pictures:
                    key = (picture.get_attribute("data-tract"), picture.get_attribute("data-estate"))
                    shapes = len(picture.find_elements(By.CSS_SELECTOR, "svg rect.node"))
                    if shapes != int(picture.get_attribute("data-nodes")):
                        failures.append(f"{path}: picture {key} says {picture.get_attribute('data-nodes')} estates but draws {shapes}")
                    drawn[key] += shapes
                    checked_pictures += 1
                if drawn != counts:
                    failures.append(f"{path}: pictures draw {dict(drawn)} estate boxes, the estate graph has {dict(counts)}")
            driver.save_screenshot(os.path.join(shots, name[: -len(".html")] + ".png"))
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    print(f"browser check: {len(pages)} pages, {checked_pictures} pictures, {len(failures)} failures; screenshots in {shots}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
