"""Conv2d -> torch.add -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1727, torch#3, dim 0 x95)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv2d -> torch.add -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = self.conv2d_0(x)
        x = torch.add(x, x1)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(380, 32, 32, 32), torch.randn(380, 32, 30, 30)]


def get_init_inputs():
    return []
