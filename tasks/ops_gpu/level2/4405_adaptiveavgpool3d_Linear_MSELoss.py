"""F.adaptive_avg_pool3d -> Linear -> MSELoss: synthesised by warpgym synth (seed 7, index 6010, torch#3, dim 0 x7291)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> Linear -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=4, out_features=4)
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.linear_1(x)
        x = self.mseloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(58328, 64, 16, 16), torch.randn(58328, 4, 4, 4)]


def get_init_inputs():
    return []
