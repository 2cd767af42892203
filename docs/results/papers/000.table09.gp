# 000 Table 9: smallest M' for which d cycles beat one cycle
# Run it in this directory: gnuplot 000.table09.gp
$s0 << EOD
4 416
8 168
16 96
32 104
64 96
EOD
$s1 << EOD
8 240
16 80
32 60
64 48
128 56
256 48
512 54
1024 60
2048 66
EOD
$s2 << EOD
4 512
8 112
16 48
32 24
64 16
EOD
$s3 << EOD
16 55
32 14
64 12
128 14
256 16
512 18
1024 20
2048 22
EOD
set key below left Left reverse
set grid
set xlabel 'nodes along the axis'
set ylabel '64-bit elements per node'
set title '000 Table 9: smallest M'' for which d cycles beat one cycle'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,556
set output '000.table09.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'index computation (d-H,c), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'index computation (d-H,c), paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'index motion (d-H,m), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'index motion (d-H,m), paper'
set terminal svg noenhanced size 1100,556
set output '000.table09.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'index computation (d-H,c), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'index computation (d-H,c), paper', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'index motion (d-H,m), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'index motion (d-H,m), paper'
