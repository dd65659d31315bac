"""BatchNorm1d -> Softshrink: synthesised by warpgym synth (seed 7, index 6740, torch#2, dim 0 x934)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm1d -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=256)
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(7472, 256, 128)]


def get_init_inputs():
    return []
