"""ZeroPad1d -> torch.tan: synthesised by warpgym synth (seed 7, index 3777, torch#2, dim 0 x1953)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(15624, 16, 32, 32)]


def get_init_inputs():
    return []
