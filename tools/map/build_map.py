#!/usr/bin/env python3
"""Builds src/games/richard3/drawing/map_shapes.json: the Richard III map drawn from real geography.

Source: Natural Earth 1:50m land (version 4.1.0, public domain), as redistributed in the npm
package `world-atlas` 2.0.2 (file `land-50m.json`, TopoJSON, ISC licence for the packaging).
Nothing is downloaded from naturalearthdata.com; the npm package is the only input besides
`src/games/richard3/data/map.toml` (areas and borders).

Re-run (once, by hand, when the drawing should change; the game only reads the JSON):

    pip install shapely==2.2.0          # one-off tool, not a build dependency of Herald
    cd "$(mktemp -d)" && npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
    python3 /path/to/herald/tools/map/build_map.py "$PWD/package/land-50m.json"

What it does:
1. decodes the TopoJSON land, keeps the part in the frame (England, Wales, southern Scotland,
   the edge of Ireland and of France), projects it (equirectangular, x scaled by cos 53.5°) onto
   a WIDTH x HEIGHT sheet and simplifies it (Douglas-Peucker, SIMPLIFY px);
2. cuts Scotland off along the real border (SCOTTISH_BORDER, Solway to Berwick);
3. partitions the rest of England and Wales among the 28 land areas: every area has seeds at
   real towns (SEEDS, the first its county town or city, which anchors it); each seed's Voronoi
   cell, clipped to the land, goes to its area. Extra seeds shape the areas so that two areas
   share an edge exactly when map.toml lists a border between them (checked here, and again by
   the Rust test from the polygons themselves);
4. writes the regions, each border's shared edge, the exile boxes, the sea zones and the coastal
   links (a short line from the area's coast towards the sea zone) with integer coordinates.
"""

import json
import math
import sys
import tomllib
from pathlib import Path

from shapely import set_precision
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box
from shapely.ops import linemerge, polylabel, unary_union, voronoi_diagram

ROOT = Path(__file__).resolve().parents[2]
MAP_TOML = ROOT / "src/games/richard3/data/map.toml"
OUT = ROOT / "src/games/richard3/drawing/map_shapes.json"

WIDTH, HEIGHT = 880, 1100
LON_WEST, LON_EAST = -6.45, 2.25
LAT_NORTH, LAT_SOUTH = 56.05, 49.55
COS = math.cos(math.radians(53.5))
SCALE = min(WIDTH / ((LON_EAST - LON_WEST) * COS), HEIGHT / (LAT_NORTH - LAT_SOUTH))
SIMPLIFY = 1.3  # px
MIN_ISLAND = 30.0  # px²; smaller islands are dropped


def project(lon, lat):
    """(lon, lat) in degrees to sheet pixels (y grows southwards)."""
    return ((lon - LON_WEST) * COS * SCALE, (LAT_NORTH - lat) * SCALE)


# The England-Scotland border, west to east (lon, lat): Solway Firth, Sark, Liddel Water,
# Kershope, Kielder, Carter Bar, the Cheviot, Tweed at Coldstream, north of Berwick.
SCOTTISH_BORDER = [
    (-5.5, 54.4), (-4.0, 54.65), (-3.6, 54.85), (-3.07, 54.98), (-2.94, 55.05), (-2.78, 55.13), (-2.63, 55.20),
    (-2.48, 55.36), (-2.15, 55.46), (-2.22, 55.58), (-2.25, 55.65), (-2.05, 55.80),
    (-1.85, 55.82),
]

# Seeds per area (lon, lat): the first is the county town or city that anchors the area.
SEEDS = {
    "northumbria": [(-1.61, 54.97), (-1.71, 55.41), (-2.05, 55.20), (-1.57, 54.78),
                    (-2.10, 54.85)],
    "cumbria": [(-2.93, 54.89), (-3.35, 54.60), (-2.75, 54.66), (-3.05, 54.35)],
    "north_yorks": [(-1.74, 54.40), (-2.05, 54.25), (-1.52, 54.14)],
    "east_yorks": [(-0.40, 54.28), (-0.61, 54.49), (-1.23, 54.57), (-0.34, 53.74),
                   (-0.43, 53.84), (-0.90, 54.25), (-0.55, 53.78),
                   (0.05, 53.68), (-0.11, 53.69)],
    "south_yorks": [(-1.08, 53.96), (-1.31, 53.69), (-1.13, 53.52), (-1.47, 53.42),
                    (-0.87, 53.70), (-0.64, 53.69)],
    "lancaster": [(-2.80, 54.05), (-2.70, 53.76), (-2.24, 53.53)],
    "chester": [(-2.89, 53.19), (-2.75, 52.71), (-3.00, 53.40), (-2.45, 53.05)],
    "caernarvon": [(-4.27, 53.14), (-4.11, 52.86), (-3.83, 53.17), (-4.40, 53.30),
                   (-4.08, 52.41), (-3.85, 52.59)],
    "pembroke": [(-4.92, 51.67), (-4.66, 52.08), (-4.31, 51.86), (-4.26, 52.24)],
    "powys": [(-3.15, 52.66), (-3.40, 52.15), (-3.35, 52.45), (-3.20, 52.95)],
    "glamorgan": [(-3.18, 51.48), (-3.94, 51.62), (-3.05, 51.58), (-3.55, 51.65)],
    "hereford": [(-2.72, 52.06), (-2.72, 52.37), (-2.65, 51.80), (-2.72, 51.62)],
    "gloucester": [(-2.24, 51.86), (-1.97, 51.72), (-2.35, 51.68), (-2.476, 51.63)],
    "warwick": [(-1.51, 52.41), (-1.59, 52.28), (-2.22, 52.19), (-1.90, 52.48)],
    "derby": [(-1.48, 52.92), (-1.15, 52.95), (-1.85, 53.20)],
    "lincoln": [(-0.54, 53.23), (-0.08, 53.57), (-0.03, 53.00), (-0.64, 52.91),
                (-0.45, 53.55), (-0.37, 53.66),
                (-0.20, 53.63)],
    "leicester": [(-1.13, 52.64), (-0.90, 52.24), (-0.47, 52.14), (-0.20, 51.85),
                  (-1.00, 52.85)],
    "rutland": [(-0.73, 52.67), (-0.24, 52.57), (0.12, 52.21), (0.16, 52.70)],
    "east_anglia": [(1.30, 52.63), (0.71, 52.25), (1.15, 52.06)],
    "essex": [(0.90, 51.89), (0.47, 51.74)],
    "middlesex": [(-0.13, 51.51), (0.30, 51.48), (-0.15, 51.28)],
    "kent": [(1.08, 51.28), (0.52, 51.27)],
    "sussex": [(-0.14, 50.87), (-1.31, 51.06), (-1.40, 50.85), (-0.75, 50.85)],
    "oxford": [(-1.26, 51.75), (-0.97, 51.45), (-0.57, 51.24)],
    "wilts": [(-1.79, 51.07), (-1.99, 51.35)],
    "somerset": [(-2.59, 51.45), (-2.65, 51.21), (-3.10, 51.02), (-2.77, 51.40),
                 (-2.655, 51.51), (-2.575, 51.56)],
    "dorset": [(-2.44, 50.71), (-2.20, 50.95), (-2.76, 50.73)],
    "cornwall": [(-4.72, 50.47), (-5.05, 50.26), (-3.53, 50.72), (-4.06, 51.08),
                 (-3.19, 50.80)],
}

# Exile boxes (x, y, w, h on the sheet): Ireland on Ireland's coast in the west, France off
# Brittany (between the Irish Sea and the Channel) in the south-west, Calais at Calais.
BOXES = {
    "ireland": (8, 520, 96, 44),
    "france": (40, 1046, 96, 44),
    "calais": (780, 870, 96, 44),
}

# Sea zones (lon, lat polygons, clipped to the sheet and painted under the land, so their
# dividers show only at sea: Land's End to the south-west, Dover to Calais, and over land
# between the Irish Sea and the North Sea), and where their names stand.
SEAS = {
    "irish_sea": ([(-9, 57), (-3.3, 57), (-3.3, 56.05), (-2.3, 55.0), (-2.0, 53.5),
                   (-2.3, 51.7), (-3.0, 50.9), (-5.0, 50.3), (-5.7, 50.05), (-5.2, 48.5),
                   (-5.2, 48), (-9, 48)], (-5.2, 54.05)),
    "north_sea": ([(-3.3, 57), (3, 57), (3, 50.9), (2.25, 50.9), (1.75, 51.0), (1.45, 51.12),
                   (1.2, 51.2), (0.6, 51.25), (-2.3, 51.7), (-2.0, 53.5), (-2.3, 55.0),
                   (-3.3, 56.05)], (1.2, 54.4)),
    "english_channel": ([(-5.2, 48.5), (-5.7, 50.05), (-5.0, 50.3), (-3.0, 50.9), (-2.3, 51.7),
                         (0.6, 51.25), (1.2, 51.2), (1.45, 51.12), (1.75, 51.0), (2.25, 50.9),
                         (3, 50.9), (3, 48), (-5.2, 48)], (-2.6, 50.25)),
}
# Where each coastal link points: the link starts at the point of the area's coast (or box)
# nearest this, from which a straight line of LINK_LENGTH towards it stays at sea and ends in
# the right sea zone.
SEA_AIM = {
    "irish_sea": (-6.5, 53.5),
    "north_sea": (3.0, 53.5),
    "english_channel": (-1.0, 49.0),
}
LINK_AIM = {
    ("scotland", "irish_sea"): (-5.0, 54.9),
    ("scotland", "north_sea"): (-1.5, 56.0),
    ("kent", "north_sea"): (1.8, 51.6),
    ("kent", "english_channel"): (1.5, 50.8),
    ("cornwall", "irish_sea"): (-4.5, 51.5),
    ("cornwall", "english_channel"): (-4.3, 49.8),
    ("middlesex", "north_sea"): (1.0, 51.47),
    ("somerset", "irish_sea"): (-3.3, 51.4),
    ("glamorgan", "irish_sea"): (-3.8, 51.3),
    ("chester", "irish_sea"): (-3.3, 53.6),
    ("lancaster", "irish_sea"): (-3.6, 53.9),
    ("rutland", "north_sea"): (0.35, 53.0),
    ("essex", "north_sea"): (1.6, 51.8),
    ("france", "irish_sea"): (-6.5, 49.8),
    ("france", "english_channel"): (-2.0, 49.8),
    ("calais", "north_sea"): (2.2, 51.4),
    ("calais", "english_channel"): (1.0, 50.6),
}
LINK_LENGTH = 22  # px


def decode_topojson(path):
    """The land polygons of a TopoJSON file, as lists of (lon, lat) rings."""
    topo = json.loads(Path(path).read_text())
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)

    def ring(indices):
        points = []
        for i in indices:
            arc = arcs[i] if i >= 0 else arcs[~i][::-1]
            points.extend(arc if not points else arc[1:])
        return points

    polygons = []
    for geometry in topo["objects"]["land"]["geometries"]:
        parts = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        for part in parts:
            polygons.append([ring(r) for r in part])
    return polygons


def sheet_polygon(rings):
    shell, *holes = [[project(lon, lat) for lon, lat in r] for r in rings]
    return Polygon(shell, holes).buffer(0)


def load_land(path):
    """The land in the frame, projected and simplified, as a list of polygons."""
    frame = box(0, 0, WIDTH, HEIGHT)
    lon_lat_frame = box(LON_WEST - 3, LAT_SOUTH - 2, LON_EAST + 3, LAT_NORTH + 2)
    pieces = []
    for rings in decode_topojson(path):
        if not Polygon(rings[0]).intersects(lon_lat_frame):
            continue
        clipped = sheet_polygon(rings).intersection(frame)
        for poly in getattr(clipped, "geoms", [clipped]):
            poly = poly.simplify(SIMPLIFY, preserve_topology=True)
            if poly.area >= MIN_ISLAND:
                pieces.append(poly)
    return pieces


def projected_line(points):
    return [project(lon, lat) for lon, lat in points]


def foreign_coast(piece):
    """Whether a piece of land is Ireland or France (west of the Irish Sea, or south and east
    of the Channel), drawn but no area."""
    x, y = piece.representative_point().coords[0]
    west, _ = project(-5.8, 53)
    east, north_of_calais = project(1.5, 51.0)
    return x < west or y > project(0, 50.0)[1] or (x > east and y > north_of_calais)


def partition(land_pieces):
    """Scotland, the Isle of Man, the 28 land areas (each a polygon on the sheet) and the rest
    of the land (Ireland, France, ...) as foreign land."""
    man_point = Point(project(-4.5, 54.22))
    britain = max(land_pieces, key=lambda p: p.area)
    man = next(p for p in land_pieces if p.distance(man_point) < 15)
    border = projected_line(SCOTTISH_BORDER)
    north = Polygon([(-50, -50), (WIDTH + 50, -50), (WIDTH + 50, border[-1][1]),
                     *reversed(border), (-50, border[0][1])])
    scotland = britain.intersection(north)
    # England and Wales: Britain south of the border and the islands near it (Anglesey,
    # Wight, Scilly...), but not Ireland, France or the Isle of Man.
    home = [britain.difference(north)]
    foreign = []
    for piece in land_pieces:
        if piece is britain or piece is man:
            continue
        if foreign_coast(piece):
            foreign.append(piece)
        elif piece.intersects(north):
            scotland = scotland.union(piece)
        else:
            home.append(piece)
    england_wales = unary_union(home)

    seeds, owners = [], []
    for area, places in SEEDS.items():
        for lon, lat in places:
            seeds.append(project(lon, lat))
            owners.append(area)
    cells = voronoi_diagram(MultiPoint(seeds), envelope=box(-500, -500, 1500, 1600))
    cells_by_area = {area: [] for area in SEEDS}
    for cell in cells.geoms:
        index = min(range(len(seeds)), key=lambda i: cell.distance(Point(seeds[i])))
        cells_by_area[owners[index]].append(cell)
    regions = {area: unary_union(cs).intersection(england_wales)
               for area, cs in cells_by_area.items()}
    regions["scotland"] = scotland
    regions["isle_of_man"] = man
    return regions, foreign


def rounded(geometry):
    return set_precision(geometry, 1.0)


def rings_of(geometry):
    """Integer rings (exteriors only: no area here has holes) of a polygon or multipolygon."""
    polys = getattr(geometry, "geoms", [geometry])
    out = []
    for poly in polys:
        if poly.geom_type != "Polygon" or poly.is_empty:
            continue
        ring = [[int(round(x)), int(round(y))] for x, y in poly.exterior.coords[:-1]]
        out.append(ring)
        assert not poly.interiors, "a region with a hole"
    return out


def flatten(geometry):
    """The simple parts of a geometry (collections opened, recursively)."""
    if hasattr(geometry, "geoms"):
        return [part for g in geometry.geoms for part in flatten(g)]
    return [geometry]


def shared_edges(a, b):
    """The common boundary of two regions, as polylines of positive length."""
    common = a.boundary.intersection(b.boundary)
    lines = [g for g in flatten(common) if g.geom_type == "LineString" and not g.is_empty]
    if not lines:
        return []
    merged = linemerge(lines)
    return [g for g in getattr(merged, "geoms", [merged]) if g.length > 0]


def main():
    land_json = sys.argv[1] if len(sys.argv) > 1 else "package/land-50m.json"
    game = tomllib.loads(MAP_TOML.read_text())
    areas = {a["id"]: a for a in game["area"]}
    regions, foreign = partition(load_land(land_json))
    regions = {k: rounded(v) for k, v in regions.items()}
    foreign = [rounded(f) for f in foreign]

    wanted = {frozenset((b["a"], b["b"])) for b in game["border"]}
    drawn = {}
    ids = sorted(regions)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            edges = shared_edges(regions[a], regions[b])
            length = sum(e.length for e in edges)
            if length > 0:
                drawn[frozenset((a, b))] = (length, edges)
    problems = []
    for pair in sorted(wanted | set(drawn), key=sorted):
        length = drawn.get(pair, (0, []))[0]
        if pair in wanted and length < 12:
            problems.append(f"missing/short border {sorted(pair)} ({length:.1f} px)")
        if pair not in wanted:
            problems.append(f"unwanted border {sorted(pair)} ({length:.1f} px)")
    print("\n".join(problems) or "borders: all 62 drawn, no others")

    out = {
        "source": "Natural Earth 1:50m land v4.1.0 (public domain), via npm world-atlas 2.0.2 "
                  "land-50m.json; built by tools/map/build_map.py",
        "licence": "Natural Earth: public domain. Regions, boxes and links: Herald's own.",
        "width": WIDTH,
        "height": HEIGHT,
        "foreign_land": [r for f in foreign for r in rings_of(f)],
        "regions": {},
        "boxes": {k: list(v) for k, v in BOXES.items()},
        "seas": {},
        "borders": [],
        "links": [],
    }
    for area in sorted(regions):
        geometry = regions[area]
        main_part = max(getattr(geometry, "geoms", [geometry]), key=lambda p: p.area)
        anchor = polylabel(main_part, tolerance=1.0)
        out["regions"][area] = {
            "anchor": [int(round(anchor.x)), int(round(anchor.y))],
            "rings": rings_of(geometry),
        }
    for sea, (polygon, label) in SEAS.items():
        clipped = Polygon(projected_line(polygon)).intersection(box(0, 0, WIDTH, HEIGHT))
        ring = [[int(round(x)), int(round(y))] for x, y in clipped.exterior.coords[:-1]]
        x, y = project(*label)
        out["seas"][sea] = {"anchor": [int(round(x)), int(round(y))], "rings": [ring]}
    for b in game["border"]:
        _, edges = drawn.get(frozenset((b["a"], b["b"])), (0, []))
        lines = [[[int(round(x)), int(round(y))] for x, y in e.coords] for e in edges]
        out["borders"].append({"a": b["a"], "b": b["b"], "lines": lines})
    out["links"] = coastal_links(areas, regions, foreign)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(out, separators=(",", ":")) + "\n")
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")
    return 1 if problems else 0


def coastal_links(areas, regions, foreign):
    """A short line from each coastal area's coast (or box) into each of its sea zones."""
    boxes = {k: box(x, y, x + w, y + h) for k, (x, y, w, h) in BOXES.items()}
    obstacles = unary_union(list(regions.values()) + foreign + list(boxes.values()))
    seas = {k: Polygon(projected_line(p)) for k, (p, _) in SEAS.items()}
    links = []
    for area_id, area in areas.items():
        for sea in area.get("seas", []):
            aim = Point(project(*LINK_AIM.get((area_id, sea), SEA_AIM[sea])))
            if area_id in regions:
                others = unary_union([g for k, g in regions.items() if k != area_id])
                outline = regions[area_id].boundary.difference(others.buffer(0.6))
            else:
                outline = boxes[area_id].boundary
            best = None
            for start in sample(outline, 2.0):
                dx, dy = aim.x - start.x, aim.y - start.y
                norm = math.hypot(dx, dy) or 1.0
                end = Point(round(start.x + dx / norm * LINK_LENGTH),
                            round(start.y + dy / norm * LINK_LENGTH))
                wet = LineString([start, end]).difference(obstacles).length
                if wet < LINK_LENGTH - 2 or obstacles.distance(end) < 4:
                    continue
                if not seas[sea].contains(end):
                    continue
                if not (0 <= end.x <= WIDTH and 0 <= end.y <= HEIGHT):
                    continue
                if best is None or start.distance(aim) < best[0].distance(aim):
                    best = (start, end)
            assert best, f"no link from {area_id} to {sea}"
            start, end = best
            links.append({"area": area_id, "sea": sea,
                          "line": [[int(round(start.x)), int(round(start.y))],
                                   [int(end.x), int(end.y)]]})
    return links


def sample(outline, step):
    """Points every `step` along the lines of `outline`."""
    for line in flatten(outline):
        if line.geom_type != "LineString":
            continue
        for i in range(int(line.length / step) + 1):
            yield line.interpolate(i * step)


if __name__ == "__main__":
    sys.exit(main())
