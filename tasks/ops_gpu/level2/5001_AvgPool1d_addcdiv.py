"""AvgPool1d -> torch.addcdiv: synthesised by warpgym synth (seed 9, index 444, torch#2, dim 0 x3739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> torch.addcdiv"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x, x1, x2):
        x = self.avgpool1d_0(x)
        x = torch.addcdiv(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(957184, 512), torch.randn(957184, 170), torch.randn(957184, 170)]


def get_init_inputs():
    return []
