"""F.adaptive_max_pool2d_with_indices -> F.adaptive_avg_pool3d -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 1261, torch#3, dim 0 x6885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> F.adaptive_avg_pool3d -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.zeropad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(55080, 16, 32, 32)]


def get_init_inputs():
    return []
