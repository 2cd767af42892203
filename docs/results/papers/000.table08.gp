# 000 Table 8: d cycles with index computation or motion against one cycle, 256 elements per node (ms)
# Run it in this directory: gnuplot 000.table08.gp
$s0 << EOD
2 4.0607
4 5.802
8 9.8665
16 16.1658
32 34.1849
64 64.0437
EOD
$s1 << EOD
2 9.07
4 14.16
8 23.81
16 39.08
32 75.33
64 138.68
128 264.69
256 457.91
512 980.7
EOD
$s2 << EOD
2 4.371
4 5.8604
8 8.4963
16 13.2032
32 21.8711
64 37.9607
EOD
$s3 << EOD
2 10.49
4 16.64
8 26.8
16 44.09
32 76.35
64 135.49
128 244.37
256 434.71
512 833
EOD
$s4 << EOD
2 1.7072
4 4.9168
8 11.336
16 24.1744
32 49.8512
64 101.205
EOD
$s5 << EOD
2 3.47
4 9.89
8 22.72
16 48.42
32 99.83
64 202.59
128 408.38
256 820.18
512 1644
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'time (ms)'
set title '000 Table 8: d cycles with index computation or motion against one cycle, 256 elements per node (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '000.table08.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, index computation, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, index computation, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, index motion, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, index motion, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
set terminal svg noenhanced size 1100,574
set output '000.table08.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, index computation, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, index computation, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'd cycles, index motion, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'd cycles, index motion, paper', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one cycle, model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'one cycle, paper'
