# 000 Table 16: gather (all-to-one) and scatter (one-to-all) through the router, 256 elements per node (ms)
# Run it in this directory: gnuplot 000.table16.gp
$s0 << EOD
2 2.9611
4 8.8154
8 20.4959
16 43.8569
32 90.5793
64 184.047
EOD
$s1 << EOD
2 22.41
4 35.93
8 49.67
16 77.74
32 100.2
64 165.1
128 254.2
256 457.7
EOD
$s2 << EOD
2 2.9611
4 5.9082
8 11.8079
16 23.6185
32 47.2623
64 94.5953
EOD
$s3 << EOD
2 22.68
4 44.77
8 80.32
16 138.6
32 237.6
64 410.9
128 722
256 1293
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'time (ms)'
set title '000 Table 16: gather (all-to-one) and scatter (one-to-all) through the router, 256 elements per node (ms)'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,556
set output '000.table16.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gather, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gather, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'scatter, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'scatter, paper'
set terminal svg noenhanced size 1100,556
set output '000.table16.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'gather, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'gather, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'scatter, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'scatter, paper'
