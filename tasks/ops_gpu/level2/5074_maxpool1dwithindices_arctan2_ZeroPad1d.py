"""F.max_pool1d_with_indices -> torch.arctan2 -> ZeroPad1d: synthesised by warpgym synth (seed 9, index 550, torch#3, dim 0 x2145)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.arctan2 -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.arctan2(x, x1)
        x = self.zeropad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(137280, 1024), torch.randn(137280, 341)]


def get_init_inputs():
    return []
