"""AdaptiveMaxPool1d -> ZeroPad2d -> PReLU: synthesised by warpgym synth (seed 10, index 105, torch#3, dim 0 x7380)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> ZeroPad2d -> PReLU"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.zeropad2d_1(x)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(118080, 64, 128)]


def get_init_inputs():
    return []
