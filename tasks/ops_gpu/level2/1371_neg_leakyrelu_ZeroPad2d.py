"""torch.neg -> F.leaky_relu -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 2200, torch#3, dim 0 x291)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> F.leaky_relu -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.neg(x)
        x = F.leaky_relu(x)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2328, 256, 128)]


def get_init_inputs():
    return []
