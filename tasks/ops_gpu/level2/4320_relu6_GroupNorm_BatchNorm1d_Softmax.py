"""F.relu6 -> GroupNorm -> BatchNorm1d -> Softmax: synthesised by warpgym synth (seed 7, index 6786, torch#4, dim 0 x7776)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> GroupNorm -> BatchNorm1d -> Softmax"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=256)
        self.softmax_3 = nn.Softmax()

    def forward(self, x):
        x = F.relu6(x)
        x = self.groupnorm_1(x)
        x = self.batchnorm1d_2(x)
        x = self.softmax_3(x)
        return x


def get_inputs():
    return [torch.randn(1990656, 256)]


def get_init_inputs():
    return []
