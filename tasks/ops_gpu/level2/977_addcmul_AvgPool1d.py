"""torch.addcmul -> AvgPool1d: synthesised by warpgym synth (seed 7, index 1592, torch#2, dim 0 x1153)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(9224, 256, 128), torch.randn(9224, 256, 128), torch.randn(9224, 256, 128)]


def get_init_inputs():
    return []
