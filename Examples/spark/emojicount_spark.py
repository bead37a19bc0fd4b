#!/usr/bin/env python3
"""emojicount as the map step of Apache Spark; `emojicount --merge` is the reduce step.

Each partition of the text's lines is piped through `emojicount --records line --json --tally -`
(RDD.pipe), and the JSON Lines are saved in partition order as OUTPUT/part-00000, part-00001, ...
Then, on one machine (or again in Spark, since --merge --json --tally output can be merged again):

    emojicount --merge --top 10 OUTPUT/part-*     # the 10 most frequent emoji of all the files
    emojicount --merge OUTPUT/part-*              # the totals: one row "-"

    .venv/bin/python3 Examples/spark/emojicount_spark.py --emojicount .build/release/emojicount \\
        --partitions 8 OUTPUT FILE...

Spark runs in local mode here (local[2]); on a cluster, ship the emojicount binary with the job
(`spark-submit --files emojicount`) and give its name. Spark reads the files as UTF-8 lines, ending
at LF, CR or CR LF (Hadoop's LineRecordReader): exact for text whose lines end in LF or CR LF, as
`emojicount --records line` reads them. The FILEs are read in the order given.
"""
import argparse
import os
import shlex
import sys

from pyspark import SparkConf, SparkContext


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--emojicount", default="emojicount", help="the emojicount binary (default: on PATH)")
    parser.add_argument("--partitions", type=int, default=8, help="at least this many partitions")
    parser.add_argument("--master", default="local[2]", help="the Spark master (default local[2])")
    parser.add_argument("output", help="a folder for the map step's JSON Lines (must not exist)")
    parser.add_argument("files", nargs="+", help="the text files, in order")
    args = parser.parse_args()

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    conf = SparkConf().setMaster(args.master).setAppName("emojicount").set("spark.ui.enabled", "false") \
        .set("spark.ui.showConsoleProgress", "false")
    context = SparkContext(conf=conf)
    context.setLogLevel("ERROR")
    try:
        paths = ",".join(os.path.abspath(path) for path in args.files)
        lines = context.textFile(paths, minPartitions=args.partitions)
        command = [os.path.abspath(args.emojicount) if os.sep in args.emojicount else args.emojicount,
                   "--records", "line", "--json", "--tally", "-"]
        # Each partition's lines, each with an LF, go to one emojicount process's standard input.
        counted = lines.pipe(shlex.join(command), checkCode=True)
        counted.saveAsTextFile(args.output)
        print("%d partitions counted into %s" % (lines.getNumPartitions(), args.output), file=sys.stderr)
    finally:
        context.stop()


if __name__ == "__main__":
    main()
