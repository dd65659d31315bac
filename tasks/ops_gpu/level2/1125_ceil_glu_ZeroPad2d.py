"""torch.ceil -> F.glu -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1827, torch#3, dim 0 x3981)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> F.glu -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.ceil(x)
        x = F.glu(x)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(31848, 16, 32, 32)]


def get_init_inputs():
    return []
