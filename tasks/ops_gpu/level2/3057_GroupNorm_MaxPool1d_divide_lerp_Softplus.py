"""GroupNorm -> MaxPool1d -> torch.divide -> torch.lerp -> Softplus: synthesised by warpgym synth (seed 7, index 4834, torch#5, dim 0 x3307)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> MaxPool1d -> torch.divide -> torch.lerp -> Softplus"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=1024, num_groups=2)
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.softplus_4 = nn.Softplus()

    def forward(self, x, x1, x2, x3):
        x = self.groupnorm_0(x)
        x = self.maxpool1d_1(x)
        x = torch.divide(x, x1)
        x = torch.lerp(x, x2, x3)
        x = self.softplus_4(x)
        return x


def get_inputs():
    return [torch.randn(211648, 1024), torch.randn(211648, 341), torch.randn(211648, 341), torch.randn(211648, 341)]


def get_init_inputs():
    return []
