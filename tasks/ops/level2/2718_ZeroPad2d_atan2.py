"""ZeroPad2d -> torch.atan2: synthesised by warpgym synth (seed 7, index 3594, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad2d_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(258, 258)]


def get_init_inputs():
    return []
