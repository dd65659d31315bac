"""ZeroPad2d -> F.relu6 -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 9, index 393, torch#3, dim 0 x4341)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> F.relu6 -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.relu6(x)
        x = self.adaptivemaxpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(555648, 256)]


def get_init_inputs():
    return []
