"""ZeroPad2d -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 4849, torch#2, dim 0 x5381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(688768, 256)]


def get_init_inputs():
    return []
