# 000 Table 7: d-cycles broadcast, index computation against index motion, 128 elements per node (ms)
# Run it in this directory: gnuplot 000.table07.gp
$s0 << EOD
2 3.1007
4 4.1188
8 6.5512
16 10.6906
32 25.3235
64 50.4538
128 86.5372
256 167.705
512 372.787
1024 907.769
2048 2321.15
EOD
$s1 << EOD
2 4.7
4 7.36
8 12.77
16 20.82
32 44.22
64 84.88
128 153.01
256 282.01
512 604.65
1024 1328.3
2048 3081.7
EOD
$s2 << EOD
2 3.1358
4 3.95
8 5.4319
16 8.0624
32 12.9717
64 22.2536
128 39.922
256 73.6424
512 137.99
1024 266.356
2048 508.339
EOD
$s3 << EOD
2 5.36
4 8.48
8 13.9
16 22.48
32 38.99
64 69.25
128 129.4
256 222.88
512 445.25
1024 817.4
2048 1494.7
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'time (ms)'
set title '000 Table 7: d-cycles broadcast, index computation against index motion, 128 elements per node (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,556
set output '000.table07.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, index computation, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, index computation, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, index motion, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, index motion, paper'
set terminal svg noenhanced size 1100,556
set output '000.table07.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, index computation, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, index computation, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, index motion, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, index motion, paper'
