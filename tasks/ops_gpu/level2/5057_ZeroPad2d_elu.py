"""ZeroPad2d -> F.elu: synthesised by warpgym synth (seed 9, index 528, torch#2, dim 0 x1724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> F.elu"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(441344, 256)]


def get_init_inputs():
    return []
