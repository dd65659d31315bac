"""torch.exp -> ZeroPad2d -> torch.swapdims -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 5828, torch#4, dim 0 x14160)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> ZeroPad2d -> torch.swapdims -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.adaptivemaxpool3d_3 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = torch.exp(x)
        x = self.zeropad2d_1(x)
        x = torch.swapdims(x, -1, -2)
        x = self.adaptivemaxpool3d_3(x)
        return x


def get_inputs():
    return [torch.randn(28320, 8, 8, 16, 16)]


def get_init_inputs():
    return []
