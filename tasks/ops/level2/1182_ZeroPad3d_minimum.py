"""ZeroPad3d -> torch.minimum: synthesised by warpgym synth (seed 7, index 1559, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.minimum"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad3d_0(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(18, 34, 258)]


def get_init_inputs():
    return []
