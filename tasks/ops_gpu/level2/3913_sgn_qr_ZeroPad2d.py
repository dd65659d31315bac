"""torch.sgn -> torch.qr -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 6165, torch#3, dim 0 x15062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> torch.qr -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.sgn(x)
        x = torch.qr(x)[0]
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(1927936, 256)]


def get_init_inputs():
    return []
