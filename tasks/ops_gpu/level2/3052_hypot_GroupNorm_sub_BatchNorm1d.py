"""torch.hypot -> GroupNorm -> torch.sub -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 4826, torch#4, dim 0 x923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> GroupNorm -> torch.sub -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=128, num_groups=2)
        self.batchnorm1d_3 = nn.BatchNorm1d(num_features=128)

    def forward(self, x, x1, x2):
        x = torch.hypot(x, x1)
        x = self.groupnorm_1(x)
        x = torch.sub(x, x2)
        x = self.batchnorm1d_3(x)
        return x


def get_inputs():
    return [torch.randn(29536, 128, 64), torch.randn(29536, 128, 64), torch.randn(29536, 128, 64)]


def get_init_inputs():
    return []
