"""F.relu -> AvgPool2d -> AvgPool2d -> F.adaptive_avg_pool1d -> torch.transpose: synthesised by warpgym synth (seed 7, index 4028, torch#5, dim 0 x1269)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> AvgPool2d -> AvgPool2d -> F.adaptive_avg_pool1d -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)
        self.avgpool2d_2 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = F.relu(x)
        x = self.avgpool2d_1(x)
        x = self.avgpool2d_2(x)
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(40608, 128, 64)]


def get_init_inputs():
    return []
