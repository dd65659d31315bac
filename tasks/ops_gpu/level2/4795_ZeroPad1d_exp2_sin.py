"""ZeroPad1d -> torch.exp2 -> torch.sin: synthesised by warpgym synth (seed 9, index 107, torch#3, dim 0 x3672)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> torch.exp2 -> torch.sin"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = torch.exp2(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(29376, 16, 32, 32)]


def get_init_inputs():
    return []
