# 000 Table 6: speedup over send-and-spread, 256 elements per node
# Run it in this directory: gnuplot 000.table06.gp
$s0 << EOD
2 1.45854
4 2.55198
8 2.89376
16 3.45642
32 3.2099
64 3.36893
EOD
$s1 << EOD
2 1.27
4 1.83
8 1.87
16 2.08
32 1.71
64 1.67
128 1.48
256 1.62
EOD
$s2 << EOD
2 3.46925
4 3.01143
8 2.51864
16 2.31136
32 2.20115
64 2.1319
EOD
$s3 << EOD
2 1.67
4 2.15
8 1.9
16 1.74
32 1.33
64 1.16
128 0.97
256 0.9
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'speedup over send-and-spread'
set title '000 Table 6: speedup over send-and-spread, 256 elements per node'
set logscale x 2
set terminal pngcairo noenhanced size 1100,556
set output '000.table06.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'one cycle, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'one cycle, paper'
set terminal svg noenhanced size 1100,556
set output '000.table06.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'one cycle, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'one cycle, paper'
