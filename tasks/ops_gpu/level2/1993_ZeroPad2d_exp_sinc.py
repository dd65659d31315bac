"""ZeroPad2d -> torch.exp -> torch.sinc: synthesised by warpgym synth (seed 7, index 3143, torch#3, dim 0 x3658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.exp -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = torch.exp(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(14632, 32, 32, 32)]


def get_init_inputs():
    return []
