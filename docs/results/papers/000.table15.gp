# 000 Table 15: reduction speedup over reduce-and-spread, 256 elements per node
# Run it in this directory: gnuplot 000.table15.gp
$s0 << EOD
2 1.97431
4 2.57391
8 3.22509
16 3.95355
32 4.67986
64 5.46814
EOD
$s1 << EOD
2 2.84
4 4.68
8 5.41
16 6.24
32 5.48
64 5.48
128 5.25
256 5.82
EOD
$s2 << EOD
2 1.97431
4 1.45869
8 1.36898
16 1.3876
32 1.45049
64 1.53385
EOD
$s3 << EOD
2 8.68
4 6.57
8 5.44
16 4.74
32 4.26
64 3.93
128 3.7
256 3.53
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel 'speedup over reduce-and-spread'
set title '000 Table 15: reduction speedup over reduce-and-spread, 256 elements per node'
set logscale x 2
set terminal pngcairo noenhanced size 1100,556
set output '000.table15.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'one cycle, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'one cycle, paper'
set terminal svg noenhanced size 1100,556
set output '000.table15.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'd cycles, model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'd cycles, paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'one cycle, model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'one cycle, paper'
